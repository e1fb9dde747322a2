// The company and admin remote: everything comes from the shared base; this app only names itself and its one expose.
module.exports = require('@jobmatch/shared/config/webpack.base.cjs').createAppConfig({
  name: 'mf_company',
  dirname: __dirname,
  exposes: { './routes': './src/app/routes.tsx' },
});
