import { PGlite } from '@electric-sql/pglite';
import { migrate } from './src/db/migrate.ts';
import { createPgliteDatabase } from './src/db/pglite-database.ts';
let t = performance.now();
const raw = await PGlite.create();
console.log('create', performance.now() - t); t = performance.now();
const dump = await raw.dumpDataDir('none');
console.log('dump', performance.now() - t, dump.size); t = performance.now();
for (let i=0;i<3;i++){
const b = await PGlite.create({ loadDataDir: dump });
console.log('create from dump', performance.now() - t); t = performance.now();
await b.query('select 1');
await b.close();
}
const g = await PGlite.create({ loadDataDir: await raw.dumpDataDir('gzip') });
console.log('create from gz dump', performance.now() - t); t = performance.now();
