import { federatedAppConfig } from '../tooling/webpack-config';

export default federatedAppConfig({
  dir: __dirname,
  name: 'edit',
  devPort: 3002,
  cssPrefix: 'ed',
  title: 'Your booking (edit remote)',
  exposes: {
    './EditBookingPage': './src/pages/edit-booking-page.tsx',
    './PayNowPage': './src/pages/pay-now-page.tsx',
    './ConfirmationPage': './src/pages/confirmation-page.tsx',
    './FindBookingPage': './src/pages/find-booking-page.tsx',
  },
});
