import { useState } from 'react';
import { useFormikContext } from 'formik';
import { STAFF_ROLE_NAMES, STAFF_ROLES, staffInviteBody, type StaffMemberRow, type StaffRole, type StaffSession } from '@party/domain';
import { Alert, Badge, Button, Card, Dialog, FormikTextField, notify, PageHeader, SelectField, useShownError, useVenue, type ApiError } from '@party/shared-ui';
import { ApiProblem, StaffQueryStatus } from '../../shared/api-status';
import { formatVenueInstant } from '../../shared/format';
import { StaffForm } from '../../shared/staff-form';
import { TableHead } from '../../shared/table-head';
import { useChangeMemberMutation, useGetMembersQuery, useInviteStaffMutation, useResetSecondFactorMutation } from './api';
import kit from '../../shared/staff-kit.module.css';
import styles from './staff-members.module.css';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_NAMES[role] }));

/** Said where the last active owner's controls would be, and why they cannot be used. */
export const LAST_OWNER_NOTE = "The venue's only active owner: make someone else an owner first to change this person's role, deactivate them or reset their sign-in.";

/** /staff (owners): who may sign in and as what; invite, change a role, deactivate, reset a sign-in. */
export function StaffMembersView({ session }: { session: StaffSession }) {
  const members = useGetMembersQuery();
  return (
    <div className={kit.page}>
      <PageHeader title="Staff">Who can sign in to the staff console, and as what.</PageHeader>
      <InviteForm onInvited={() => void members.refetch()} />
      <StaffQueryStatus query={members} loadingLabel="Loading the staff…" errorTitle="The staff could not be loaded">
        {members.data ? (
          <>
            <MemberList rows={members.data.members} me={session.staff.id} onReset={() => void members.refetch()} />
            <OpenInvitations invitations={members.data.invitations} />
          </>
        ) : null}
      </StaffQueryStatus>
    </div>
  );
}

type InviteValues = { email: string; name: string; role: StaffRole | '' };

const NO_INVITE: InviteValues = { email: '', name: '', role: '' };

/** The invitation as the contract checks it: no role chosen is no role. */
const inviteOf = (values: InviteValues) => ({ ...values, role: values.role || undefined });

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [invite] = useInviteStaffMutation();
  const [error, setError] = useState<ApiError>();

  async function submit(values: InviteValues, { resetForm }: { resetForm: () => void }) {
    setError(undefined);
    const result = await invite({ email: values.email.trim(), name: values.name.trim(), role: values.role as StaffRole });
    if ('error' in result) {
      setError(result.error as ApiError);
      return;
    }
    notify.success('Invitation sent', `${result.data.email} has been emailed a link to join as ${STAFF_ROLE_NAMES[values.role as StaffRole]}, valid for 24 hours.`);
    resetForm();
    onInvited();
  }

  return (
    <Card title="Invite a member of staff">
      <StaffForm<InviteValues> label="Invite a member of staff" initialValues={NO_INVITE} schema={staffInviteBody} bodyOf={inviteOf} onSubmit={submit}>
        {(form) => (
          <>
            <div className={styles.fields}>
              <FormikTextField label="Email" name="email" type="email" autoComplete="off" required />
              <FormikTextField label="Name" name="name" autoComplete="off" />
              <RoleField />
            </div>
            <p className={kit.hint}>They are emailed a link, valid for 24 hours, to choose a password (and, for owners and managers, add an authenticator app).</p>
            {error ? <ApiProblem error={error} fallback="The invitation was not sent: the staff system did not answer. Please try again." /> : null}
            <div>
              <Button type="submit" busy={form.isSubmitting} busyLabel="Sending…">
                Send invitation
              </Button>
            </div>
          </>
        )}
      </StaffForm>
    </Card>
  );
}

/** The invited member's role: none chosen is said as 'Choose a role', whatever the schema's words. */
function RoleField() {
  const { values, handleChange } = useFormikContext<InviteValues>();
  const problem = useShownError('role');
  return (
    <SelectField
      label="Role"
      name="role"
      required
      placeholder="Choose a role"
      options={ROLE_OPTIONS}
      value={values.role}
      onChange={handleChange}
      error={problem ? 'Choose a role' : undefined}
    />
  );
}

/** What an owner is about to do to a member, confirmed in a dialog first. */
type Pending = { kind: 'role'; member: StaffMemberRow } | { kind: 'deactivate'; member: StaffMemberRow } | { kind: 'reset'; member: StaffMemberRow };

function MemberList({ rows, me, onReset }: { rows: StaffMemberRow[]; me: string; onReset: () => void }) {
  const { timeZone } = useVenue();
  const [pending, setPending] = useState<Pending>();
  const [changeMember, changing] = useChangeMemberMutation();
  const activeOwners = rows.filter((row) => row.active && row.role === 'owner').length;
  const isLastOwner = (member: StaffMemberRow) => member.active && member.role === 'owner' && activeOwners <= 1;
  const nameOf = (member: StaffMemberRow) => member.name || member.email;

  async function reactivate(member: StaffMemberRow) {
    const result = await changeMember({ id: member.id, change: { active: true } });
    if ('error' in result) notify.error('Not made active', 'The staff system did not answer. Please try again.');
    else notify.success('Active again', `${nameOf(member)} can sign in again.`);
  }

  return (
    <Card title="Members">
      <table className={styles.table}>
        <TableHead columns={['Name', 'Role', 'Status', 'Second factor', 'Last signed in', { label: <span className="visually-hidden">Actions</span> }]} />
        <tbody>
          {rows.map((member) => {
            const lastOwner = isLastOwner(member);
            return (
              <tr key={member.id} className={member.active ? undefined : styles.inactive}>
                <th scope="row" data-label="Name" className={styles.who}>
                  <span className={styles.memberName}>
                    {member.name || member.email}
                    {member.id === me ? ' (you)' : ''}
                  </span>
                  {member.name ? <span className={styles.email}>{member.email}</span> : null}
                </th>
                <td data-label="Role">{STAFF_ROLE_NAMES[member.role]}</td>
                <td data-label="Status">{member.active ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Deactivated</Badge>}</td>
                <td data-label="Second factor">{member.secondFactor ? 'Set' : 'Not set'}</td>
                <td data-label="Last signed in" className={styles.when}>{member.lastSignInAt ? formatVenueInstant(member.lastSignInAt, timeZone) : 'Never'}</td>
                <td className={styles.rowActions}>
                  <div className={styles.actions}>
                    <Button variant="secondary" disabled={lastOwner} aria-label={`Change role: ${nameOf(member)}`} onClick={() => setPending({ kind: 'role', member })}>
                      Change role
                    </Button>
                    {member.active ? (
                      <Button variant="danger" disabled={lastOwner} aria-label={`Deactivate ${nameOf(member)}`} onClick={() => setPending({ kind: 'deactivate', member })}>
                        Deactivate
                      </Button>
                    ) : (
                      <Button variant="secondary" aria-label={`Make active again: ${nameOf(member)}`} busy={changing.isLoading && changing.originalArgs?.id === member.id} busyLabel="Saving…" onClick={() => void reactivate(member)}>
                        Make active again
                      </Button>
                    )}
                    <Button variant="secondary" disabled={lastOwner} aria-label={`Reset second factor: ${nameOf(member)}`} onClick={() => setPending({ kind: 'reset', member })}>
                      Reset second factor
                    </Button>
                  </div>
                  {lastOwner ? <p className={styles.note}>{LAST_OWNER_NOTE}</p> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <MemberDialog pending={pending} me={me} onClose={() => setPending(undefined)} onReset={onReset} />
    </Card>
  );
}

/** The dialog that confirms a role change, a deactivation or a reset, and says the API's refusal in its words. */
function MemberDialog({ pending, me, onClose, onReset }: { pending: Pending | undefined; me: string; onClose: () => void; onReset: () => void }) {
  const [changeMember, change] = useChangeMemberMutation();
  const [resetSecondFactor, reset] = useResetSecondFactorMutation();
  const [role, setRole] = useState<StaffRole | ''>('');
  const [error, setError] = useState<ApiError>();
  const member = pending?.member;
  const name = member ? member.name || member.email : '';

  function close() {
    setError(undefined);
    setRole('');
    change.reset();
    reset.reset();
    onClose();
  }

  async function confirm() {
    if (!pending || !member) return;
    setError(undefined);
    if (pending.kind === 'reset') {
      const result = await resetSecondFactor(member.id);
      if ('error' in result) return setError(result.error as ApiError);
      notify.success('Sign-in reset', `${result.data.email} has been emailed a link to set up their sign-in again, valid for 24 hours.`);
      onReset();
      return close();
    }
    const body = pending.kind === 'role' ? { role: (role || member.role) as StaffRole } : { active: false };
    const result = await changeMember({ id: member.id, change: body });
    if ('error' in result) return setError(result.error as ApiError);
    notify.success(pending.kind === 'role' ? 'Role changed' : 'Deactivated', pending.kind === 'role' ? `${name} is now ${STAFF_ROLE_NAMES[body.role!]}.` : `${name} is signed out everywhere and can no longer sign in.`);
    close();
  }

  const busy = change.isLoading || reset.isLoading;
  const titles = { role: `Change ${name}'s role`, deactivate: `Deactivate ${name}?`, reset: `Reset ${name}'s second factor?` };
  const descriptions = {
    role: 'The new role takes effect on their next request. An owner or manager without an authenticator app is emailed a link to set one up.',
    deactivate: 'They are signed out everywhere at once and can no longer sign in. You can make them active again later.',
    reset: 'Their password and authenticator app stop working and they are signed out everywhere at once. They are emailed a link, valid for 24 hours, to set both up again.',
  };
  // Oneself: the session in this tab ends with the others.
  const yourself = member?.id === me && pending?.kind !== 'role' ? ' That includes you, here: you will be asked to sign in again.' : '';
  const confirmLabels = { role: 'Change role', deactivate: 'Deactivate', reset: 'Reset second factor' };
  return (
    <Dialog
      open={pending !== undefined}
      onOpenChange={(open) => (open ? undefined : close())}
      title={pending ? titles[pending.kind] : ''}
      description={pending ? `${descriptions[pending.kind]}${yourself}` : undefined}
      actions={
        pending ? (
          <>
            <Button variant={pending.kind === 'role' ? 'primary' : 'danger'} busy={busy} busyLabel="Saving…" onClick={() => void confirm()} disabled={pending.kind === 'role' && (role === '' || role === member?.role)}>
              {confirmLabels[pending.kind]}
            </Button>
            <Button variant="ghost" onClick={close} disabled={busy}>
              Cancel
            </Button>
          </>
        ) : null
      }
    >
      {pending?.kind === 'role' ? (
        <SelectField
          label="New role"
          name="role"
          placeholder="Choose a role"
          options={ROLE_OPTIONS.filter((option) => option.value !== member?.role)}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        />
      ) : null}
      {error ? <ApiProblem error={error} fallback="Nothing was changed: the staff system did not answer. Please try again." /> : null}
    </Dialog>
  );
}

function OpenInvitations({ invitations }: { invitations: { email: string; name: string; role: StaffRole; expiresAt: string }[] }) {
  const { timeZone } = useVenue();
  if (invitations.length === 0) return null;
  return (
    <Card title="Invitations not yet used">
      <ul className={styles.invitations}>
        {invitations.map((invitation) => (
          <li key={invitation.email}>
            <strong>{invitation.name || invitation.email}</strong>
            {invitation.name ? ` (${invitation.email})` : ''} as {STAFF_ROLE_NAMES[invitation.role]}: the link works until {formatVenueInstant(invitation.expiresAt, timeZone)}.
          </li>
        ))}
      </ul>
      <Alert tone="info">Inviting the same email again sends a new link and the earlier one stops working.</Alert>
    </Card>
  );
}
