import { tearDownTemplate } from './support/migrated-pglite';

export default tearDownTemplate;
