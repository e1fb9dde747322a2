import { setUpTemplate } from './support/migrated-pglite';

export default setUpTemplate;
