import { federatedAppConfig } from '../tooling/webpack-config';

export default federatedAppConfig({
  dir: __dirname,
  name: 'booking',
  devPort: 3001,
  cssPrefix: 'bk',
  title: 'Book a party (booking remote)',
  exposes: { './BookingPage': './src/pages/booking-page.tsx' },
});
