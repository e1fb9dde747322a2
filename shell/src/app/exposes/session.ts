// The `shell/session` expose. The state lives in the shared singleton; this only re-exports it,
// because a module the host merely exposes would be a second instance inside remoteEntry.js.
export * from '@jobmatch/shared/session';
