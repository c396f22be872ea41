import { federatedAppConfig } from '../tooling/webpack-config';

export default federatedAppConfig({
  dir: __dirname,
  name: 'shell',
  devPort: 3000,
  cssPrefix: 'sh',
  title: 'Jumping Jellybeans Play Centre: book a birthday party',
  isHost: true,
  // The staff site's host page (docs/decisions/045), served on its own origin by server/staff-site.ts.
  hostPages: [
    {
      name: 'staff',
      entry: './src/staff-site/index.ts',
      title: 'Staff console',
      noscript: 'The staff console needs JavaScript. Please turn it on in this browser.',
    },
  ],
});
