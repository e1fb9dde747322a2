// The auth remote: everything comes from the shared base; this app only names itself and its one
// expose. Its pages (login, sign-up) are public, so they are rendered on the server too.
const { createAppConfig } = require('@jobmatch/shared/config/webpack.base.cjs');
const { withRemoteServerBuild } = require('@jobmatch/shared/config/webpack.server.cjs');

module.exports = withRemoteServerBuild(
  createAppConfig({
    name: 'mf_auth',
    dirname: __dirname,
    exposes: { './routes': './src/app/routes.tsx' },
  }),
);
