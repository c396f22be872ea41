import { federatedAppConfig } from '../tooling/webpack-config';

export default federatedAppConfig({
  dir: __dirname,
  name: 'shell',
  devPort: 3000,
  cssPrefix: 'sh',
  title: 'Jumping Jellybeans Play Centre: book a birthday party',
  isHost: true,
});
