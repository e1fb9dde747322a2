// The chat remote (job seekers' messages and the company inbox): everything comes from the shared base; this app only names itself and its one expose.
module.exports = require('@jobmatch/shared/config/webpack.base.cjs').createAppConfig({
  name: 'mf_chat',
  dirname: __dirname,
  exposes: { './routes': './src/app/routes.tsx' },
});
