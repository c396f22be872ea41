import { federatedAppConfig } from '../tooling/webpack-config';

export default federatedAppConfig({
  dir: __dirname,
  name: 'invitation',
  devPort: 3004,
  cssPrefix: 'iv',
  title: 'Party invitation (invitation remote)',
  exposes: { './InvitationPage': './src/pages/invitation-page.tsx', './AttendanceFormPage': './src/pages/attendance-form-page.tsx' },
});
