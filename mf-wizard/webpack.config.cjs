// The wizard remote (sign-up wizard and profile): the shared base does the rest.
module.exports = require('@jobmatch/shared/config/webpack.base.cjs').createAppConfig({
  name: 'mf_wizard',
  dirname: __dirname,
  exposes: { './routes': './src/app/routes.tsx' },
});
