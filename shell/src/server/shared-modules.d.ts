/** Each module a remote's server file may require, by its request (`react`, `shell/session`, …). */
declare const sharedModules: Record<string, () => unknown>;
export default sharedModules;
