// `@jobmatch/shared`: stateless building blocks. The stateful singletons have their own entries
// (`/session`, `/toast`), which Module Federation shares as singletons; re-exporting them here
// would let a second copy slip in through this entry.
export * from './ui';
export * from './app-kit';
export * from './theme';
export * from './i18n';
export * from './config';
export * from './api';
export * from './errors';
export * from './logging';
export * from './contracts';
export * from './domain';
export * from './catalog';
// The catalogue's query hooks call the session's api client; the state stays in the session entry.
export * from './catalog/api';
