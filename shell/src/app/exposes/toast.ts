// The `shell/toast` expose: a re-export of the shared toast singleton (see ./session.ts).
export * from '@jobmatch/shared/toast';
