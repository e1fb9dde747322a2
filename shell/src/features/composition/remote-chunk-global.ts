/**
 * A webpack build keeps the chunks its runtime has installed in one array on `self`, named after
 * `output.uniqueName`, which our webpack base sets to the MF container name (`mf_auth` →
 * `webpackChunkmf_auth`). A runtime that starts finds that array already there and takes every
 * chunk in it as installed. When a remote's new release starts in a page that ran its previous
 * release, chunk ids are deterministic and therefore shared between releases while the contents
 * differ: the new runtime would run the old release's chunks next to its own (a mix of releases)
 * instead of downloading its own. Emptying the array before the new release starts avoids that.
 * The array itself stays: chunk scripts push into whatever array the global holds, and the old
 * release's runtime, still behind modules the page shares, must go on receiving the chunks it
 * loads (docs/shell.md#composition-and-fallbacks).
 */
export function chunkLoadingGlobalName(containerName: string): string {
  // webpack's Template.toIdentifier, which derives the default chunkLoadingGlobal
  const identifier = containerName.replace(/^([^a-z$_])/i, '_$1').replace(/[^a-z0-9$]+/gi, '_');
  return `webpackChunk${identifier}`;
}

/** Lets the next start of the remote's container download its own chunks. */
export function forgetRemoteChunks(
  containerName: string,
  scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): void {
  const installed = scope[chunkLoadingGlobalName(containerName)];
  if (Array.isArray(installed)) installed.length = 0;
}
