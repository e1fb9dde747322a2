// react-i18next as every app shares it (share key `react-i18next`): all of it but the `Trans`
// components, which bring an HTML parser along. The apps translate with `t()` and `{{var}}`
// interpolation (STYLE.md, Text). The base's SharedSubsetGuardPlugin fails a build that imports a
// name missing here; `react-i18next-package` is the package itself (webpack.base.cjs).
export {
  I18nContext,
  I18nextProvider,
  Translation,
  composeInitialProps,
  getDefaults,
  getI18n,
  getInitialProps,
  initReactI18next,
  setDefaults,
  setI18n,
  useSSR,
  useTranslation,
  withSSR,
  withTranslation,
} from 'react-i18next-package';
