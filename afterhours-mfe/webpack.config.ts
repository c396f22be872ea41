import { federatedAppConfig } from '../tooling/webpack-config';

export default federatedAppConfig({
  dir: __dirname,
  name: 'afterhours',
  devPort: 3003,
  cssPrefix: 'ah',
  title: 'After-hours booking (after-hours remote)',
  exposes: { './AfterHoursPage': './src/pages/after-hours-page.tsx' },
});
