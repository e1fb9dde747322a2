// Replaced at build time by the table of modules remotes' server files require from the renderer
// (shared/config/server-shared-modules-loader.cjs). Never run as it is.
module.exports = {};
