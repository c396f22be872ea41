import { useEffect, useRef, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { staffReturnPath, staffSignInBody, STAFF_MESSAGES, type StaffSignIn } from '@party/domain';
import { Alert, apiErrorCode, apiErrorMessage, baseApi, Button, Card, FormikTextField, PageHeader, type ApiError } from '@party/shared-ui';
import { useAppDispatch } from '../../hooks';
import { sessionApi, useSignInMutation } from '../../shared/session-api';
import { signInNoticeText } from '../../shared/sign-in-notice';
import { StaffForm } from '../../shared/staff-form';
import kit from '../../shared/staff-kit.module.css';

type Values = { email: string; password: string; code: string };

/** The one failure a sign-in can have, in words: never which part was wrong (decision 032). */
function failureText(error: ApiError): string {
  const code = apiErrorCode(error);
  if (code === 'sign-in-failed') return STAFF_MESSAGES.signInFailed;
  // Too many attempts: the API says when to try again.
  if (code === 'rate-limited' || code === 'invalid-request') return apiErrorMessage(error);
  return 'The staff system did not answer. Please check the connection and try again.';
}

/**
 * Email, Password and Code (owners and managers only: the 6-digit code of their authenticator
 * app), then Sign in. Once in, the page that sent the person here opens, or today's run sheet.
 * Opened from an emailed sign-in link, the sign-in carries it.
 */
export function SignInForm() {
  const [signIn] = useSignInMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const notice = signInNoticeText(location.state);
  // Opened from the link emailed to an account past its limit on failed sign-ins (decision 057).
  const link = params.get('link') ?? undefined;
  const [failure, setFailure] = useState<string>();
  const formElement = useRef<HTMLFormElement>(null);

  // Whoever used this tab before (a tablet at the front desk) leaves nothing the next person sees:
  // the cache of staff data is emptied as the sign-in opens, after a Sign out or an ended session.
  useEffect(() => {
    dispatch(baseApi.util.resetApiState());
  }, [dispatch]);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFailure(undefined);
    const request: StaffSignIn = { email: values.email.trim(), password: values.password, code: values.code.replace(/\s/g, '') || undefined, link };
    const result = await signIn(request);
    if ('error' in result) {
      setFailure(failureText(result.error as ApiError));
      // A code is good for 30 seconds, and a wrong password is typed again, not corrected.
      await helpers.setValues({ ...values, password: '', code: '' }, false);
      formElement.current?.querySelector<HTMLInputElement>('[name="password"]')?.focus();
      return;
    }
    // The new session is known at once: the next page does not ask for it again.
    dispatch(sessionApi.util.upsertQueryData('getSession', undefined, result.data));
    navigate(staffReturnPath(params.get('next')), { replace: true });
  }

  return (
    <div className={kit.signedOutPage}>
      <PageHeader title="Staff sign in">The venue&apos;s own pages: the day&apos;s parties, the kitchen, bookings and money.</PageHeader>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {link ? <Alert tone="info">{STAFF_MESSAGES.signInLinkNotice}</Alert> : null}
      <Card title="Sign in">
        <StaffForm<Values>
          label="Staff sign in"
          initialValues={{ email: '', password: '', code: '' }}
          schema={staffSignInBody}
          bodyOf={(values) => ({ ...values, code: values.code || undefined })}
          validateOnChange={false}
          formRef={formElement}
          onSubmit={submit}
        >
          {(form) => (
            <>
              <FormikTextField
                label="Email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="username"
                required
              />
              <FormikTextField
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
              <FormikTextField
                label="Code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                hint="Owners and managers: the 6-digit code your authenticator app shows now. Others leave it empty."
              />
              {failure ? <Alert tone="danger">{failure}</Alert> : null}
              <Button type="submit" busy={form.isSubmitting} busyLabel="Signing in…" fullWidth>
                Sign in
              </Button>
            </>
          )}
        </StaffForm>
      </Card>
      <p className={kit.hint}>Forgotten your password, or lost your authenticator? Ask the venue owner for a new invitation.</p>
    </div>
  );
}
