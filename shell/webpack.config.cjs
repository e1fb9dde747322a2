// The shell (host): the shared base plus its two exposes. Session and toast state live in
// @jobmatch/shared (an MF singleton); these exposes only re-export it.
const { createAppConfig } = require('@jobmatch/shared/config/webpack.base.cjs');

module.exports = createAppConfig({
  name: 'shell',
  dirname: __dirname,
  port: 8080,
  isHost: true,
  exposes: {
    './session': './src/app/exposes/session.ts',
    './toast': './src/app/exposes/toast.ts',
  },
});
