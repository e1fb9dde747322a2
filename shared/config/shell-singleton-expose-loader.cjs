// Builds the shell's `./<name>` expose: a module that only re-exports the shared singleton, so
// the expose hands out the one instance the share scope holds instead of a second copy.
module.exports = function shellSingletonExposeLoader() {
  const name = new URLSearchParams(this.resourceQuery.slice(1)).get('singleton');
  if (!name) throw new Error('shell-singleton-expose-loader needs ?singleton=<name>');
  return `export * from '@jobmatch/shared/${name}';\n`;
};
