#!/usr/bin/env node
// Entry point: TypeScript runs through tsx (no build step), then the server starts.
// Both loaders: the workspace's `shared` package is CommonJS to Node, the api is ESM.
import { register as registerEsm } from 'tsx/esm/api';
import { register as registerCjs } from 'tsx/cjs/api';

registerEsm();
registerCjs();
const { main } = await import('./src/main.ts');
await main().catch((error) => {
  console.error(error);
  process.exit(1);
});
