import { useState } from 'react';
import type { FormikErrors } from 'formik';
import { useNavigate } from 'react-router-dom';
import { STAFF_MESSAGES, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLE_NAMES, STAFF_ROUTES, type StaffInvitation } from '@party/domain';
import { Alert, apiErrorCode, apiErrorMessage, baseApi, Button, Card, CheckboxField, FormikTextField, PageHeader, PageMessage, type ApiError } from '@party/shared-ui';
import { useAppDispatch } from '../../hooks';
import { StaffQueryStatus } from '../../shared/api-status';
import { sessionApi } from '../../shared/session-api';
import { StaffForm } from '../../shared/staff-form';
import { useAcceptInvitationMutation, useGetInvitationQuery } from './api';
import { SecondFactorSetUp } from './second-factor-set-up';
import kit from '../../shared/staff-kit.module.css';
import styles from './join.module.css';

type Values = { password: string; code: string };

/** An invitation's one-time link: choose a password (and set up the code's app), and the account is made and signed in. */
export function JoinView({ token }: { token: string }) {
  const invitation = useGetInvitationQuery(token);
  return (
    <div className={kit.signedOutPage}>
      <StaffQueryStatus
        query={invitation}
        loadingLabel="Reading your invitation…"
        errorTitle="Your invitation could not be read"
        notFound={<PageMessage title="This link cannot be used">{STAFF_MESSAGES.invitationOver}</PageMessage>}
      >
        {invitation.data ? <JoinForm token={token} invitation={invitation.data} /> : null}
      </StaffQueryStatus>
    </div>
  );
}

function validate(values: Values, needsCode: boolean): FormikErrors<Values> {
  const errors: FormikErrors<Values> = {};
  if (!values.password) errors.password = STAFF_MESSAGES.passwordRequired;
  else if (values.password.length < STAFF_PASSWORD_MIN_LENGTH) errors.password = STAFF_MESSAGES.passwordTooShort;
  else if (values.password.length > STAFF_PASSWORD_MAX) errors.password = STAFF_MESSAGES.passwordTooLong;
  if (needsCode && !/^\d{6}$/.test(values.code.replace(/\s/g, ''))) errors.code = STAFF_MESSAGES.codeRequired;
  return errors;
}

function JoinForm({ token, invitation }: { token: string; invitation: StaffInvitation }) {
  const [accept] = useAcceptInvitationMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string>();
  const needsCode = invitation.totp !== null;

  async function submit(values: Values) {
    setFailure(undefined);
    const result = await accept({ token, body: { password: values.password, code: needsCode ? values.code.replace(/\s/g, '') : undefined } });
    if ('error' in result) {
      const error = result.error as ApiError;
      const code = apiErrorCode(error);
      setFailure(
        code === 'staff-invitation-over'
          ? STAFF_MESSAGES.invitationOver
          : code === 'password-refused' || code === 'invalid-request' || code === 'rate-limited'
            ? apiErrorMessage(error)
            : 'The staff system did not answer. Please check the connection and try again.',
      );
      return;
    }
    // Signed in: the run sheet has the new session at once.
    dispatch(baseApi.util.resetApiState());
    dispatch(sessionApi.util.upsertQueryData('getSession', undefined, result.data));
    navigate(STAFF_ROUTES.today, { replace: true });
  }

  return (
    <>
      <PageHeader title="Set up your staff account">
        For <strong className={styles.email}>{invitation.email}</strong>, as {STAFF_ROLE_NAMES[invitation.role]}.
      </PageHeader>
      <StaffForm<Values> label="Set up your staff account" layout="page" initialValues={{ password: '', code: '' }} validate={(values) => validate(values, needsCode)} onSubmit={submit}>
        {(form) => (
          <>
            <Card title="1. Choose a password">
              <div className={kit.fields}>
                <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
                <FormikTextField
                  label="Password"
                  name="password"
                  type={shown ? 'text' : 'password'}
                  autoComplete="new-password"
                  required
                  hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A few words you will remember are easier than symbols; a password many people use is refused.`}
                />
                <CheckboxField label="Show the password" checked={shown} onChange={(event) => setShown(event.target.checked)} />
              </div>
            </Card>
            {invitation.totp ? (
              <Card title="2. Set up your code">
                <SecondFactorSetUp totp={invitation.totp} />
                <FormikTextField
                  label="Code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  hint="The 6-digit code your app shows for this account now."
                />
              </Card>
            ) : null}
            {failure ? <Alert tone="danger">{failure}</Alert> : null}
            <Button type="submit" busy={form.isSubmitting} busyLabel="Setting up…" fullWidth>
              Set password and sign in
            </Button>
          </>
        )}
      </StaffForm>
    </>
  );
}
