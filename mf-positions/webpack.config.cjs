// The positions remote: everything comes from the shared base; this app only names itself and its
// one expose. Its public pages are rendered on the server too, so it has a server build.
const { createAppConfig } = require('@jobmatch/shared/config/webpack.base.cjs');
const { withRemoteServerBuild } = require('@jobmatch/shared/config/webpack.server.cjs');

module.exports = withRemoteServerBuild(
  createAppConfig({
    name: 'mf_positions',
    dirname: __dirname,
    exposes: { './routes': './src/app/routes.tsx' },
  }),
);
