import { SignInForm } from '../features/sign-in/sign-in-form';
import { StaffDoorPage } from '../shared/staff-page';

/** /sign-in: Email, Password, Code, Sign in. */
export default function SignInPage() {
  return (
    <StaffDoorPage page="SignInPage" loadingLabel="Loading the sign-in…">
      <SignInForm />
    </StaffDoorPage>
  );
}
