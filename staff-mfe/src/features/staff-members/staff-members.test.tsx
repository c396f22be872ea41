import { screen, waitFor, within } from '@testing-library/react';
import type { StaffMemberRow, StaffMembers } from '@party/domain';
import { findToast, freshVisitForEachTest, renderAt } from '../../test/render';
import { recordCalls, serve, serveApiForEachTest, signedInAs } from '../../test/server';
import { LAST_OWNER_NOTE } from './staff-members-view';

serveApiForEachTest();
freshVisitForEachTest();
beforeEach(() => signedInAs('owner'));

const aMember = (overrides: Partial<StaffMemberRow>): StaffMemberRow => ({
  id: 'm1',
  name: 'Olivia Owner',
  email: 'owner@example.com',
  role: 'owner',
  active: true,
  secondFactor: true,
  lastSignInAt: '2031-07-11T23:00:00Z',
  createdAt: '2031-01-01T00:00:00Z',
  ...overrides,
});

// aSession('owner') is Olivia Owner, id 'staff-owner' (test/fixtures.ts): the owner signed in is the first row.
const owner = aMember({ id: 'staff-owner' });
const manager = aMember({ id: 'm2', name: 'Max Manager', email: 'max@example.com', role: 'manager', lastSignInAt: null });
const staffPage = (members: StaffMemberRow[], invitations: StaffMembers['invitations'] = []): StaffMembers => ({ members, invitations });
const row = (name: RegExp) => screen.getByRole('row', { name });

test('every member with role, status, second factor and last sign-in; the open invitations', async () => {
  serve('/members', staffPage([owner, manager], [{ email: 'kim@example.com', name: 'Kim', role: 'front-desk', expiresAt: '2031-07-13T00:00:00Z' }]));
  await renderAt('/staff');
  const max = await screen.findByRole('row', { name: /Max Manager/ });
  expect(max).toHaveTextContent('max@example.com');
  expect(max).toHaveTextContent('Manager');
  expect(max).toHaveTextContent('Active');
  expect(max).toHaveTextContent('Set');
  expect(max).toHaveTextContent('Never');
  expect(row(/Olivia Owner \(you\)/)).toHaveTextContent('12 Jul 2031');
  expect(screen.getByRole('region', { name: 'Invitations not yet used' })).toHaveTextContent('Kim (kim@example.com) as Front desk');
});

test("the last active owner's controls are disabled, and why is said in words", async () => {
  serve('/members', staffPage([owner, manager, aMember({ id: 'm3', name: 'Old Owner', email: 'old@example.com', active: false })]));
  await renderAt('/staff');
  const olivia = await screen.findByRole('row', { name: /Olivia Owner/ });
  for (const name of [/^Change role/, /^Deactivate/, /^Reset second factor/]) expect(within(olivia).getByRole('button', { name })).toBeDisabled();
  expect(olivia).toHaveTextContent(LAST_OWNER_NOTE);
  expect(within(row(/Max Manager/)).getByRole('button', { name: /^Deactivate/ })).toBeEnabled();
  expect(row(/Max Manager/)).not.toHaveTextContent(LAST_OWNER_NOTE);
});

test('Deactivate is confirmed in a dialog first; Cancel changes nothing; confirmed, the member shows deactivated', async () => {
  serve('/members', staffPage([owner, manager]));
  const changes = recordCalls('put', '/members/:id', staffPage([owner, { ...manager, active: false }]));
  const { user } = await renderAt('/staff');
  await user.click(await screen.findByRole('button', { name: 'Deactivate Max Manager' }));
  let dialog = await screen.findByRole('dialog', { name: 'Deactivate Max Manager?' });
  expect(dialog).toHaveTextContent('They are signed out everywhere at once');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(changes).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Deactivate Max Manager' }));
  dialog = await screen.findByRole('dialog', { name: 'Deactivate Max Manager?' });
  await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  expect(await findToast('Deactivated')).toHaveTextContent('Max Manager is signed out everywhere and can no longer sign in.');
  expect(changes).toEqual([{ active: false }]);
  // The list takes the answer a moment after the toast (the mutation's cache update runs beside the
  // page's own wait for the answer, in no set order).
  await waitFor(() => expect(row(/Max Manager/)).toHaveTextContent('Deactivated'));
  expect(within(row(/Max Manager/)).getByRole('button', { name: 'Make active again: Max Manager' })).toBeInTheDocument();
});

test("a change the API refuses as leaving no owner is said in the dialog in the API's words", async () => {
  // Two owners on the page; the other demoted meanwhile in another tab.
  serve('/members', staffPage([owner, aMember({ id: 'm4', name: 'Pat Owner', email: 'pat@example.com' })]));
  const changes = recordCalls('put', '/members/:id', { code: 'last-owner', message: 'The venue must keep an active owner: make someone else an owner first.' }, 409);
  const { user } = await renderAt('/staff');
  await user.click(await screen.findByRole('button', { name: 'Change role: Pat Owner' }));
  const dialog = await screen.findByRole('dialog', { name: "Change Pat Owner's role" });
  const confirm = within(dialog).getByRole('button', { name: 'Change role' });
  expect(confirm).toBeDisabled();
  await user.selectOptions(within(dialog).getByLabelText('New role'), 'Manager');
  await user.click(confirm);
  expect(await within(dialog).findByText('The venue must keep an active owner: make someone else an owner first.')).toBeInTheDocument();
  expect(changes).toEqual([{ role: 'manager' }]);
});

test('Reset second factor is confirmed, and says the member is emailed a link', async () => {
  serve('/members', staffPage([owner, manager]));
  const resets = recordCalls('post', '/members/:id/second-factor/reset', { email: 'max@example.com', expiresAt: '2031-07-13T00:00:00Z' });
  const { user } = await renderAt('/staff');
  await user.click(await screen.findByRole('button', { name: 'Reset second factor: Max Manager' }));
  const dialog = await screen.findByRole('dialog', { name: "Reset Max Manager's second factor?" });
  await user.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));
  expect(await findToast('Sign-in reset')).toHaveTextContent('max@example.com has been emailed a link');
  expect(resets).toEqual([{}]);
});

test('Invite: an email and a role are required; sent, the invitation is confirmed and the list read again', async () => {
  serve('/members', staffPage([owner]));
  const invitations = recordCalls('post', '/invitations', () => {
    serve('/members', staffPage([owner], [{ email: 'kim@example.com', name: 'Kim', role: 'front-desk', expiresAt: '2031-07-13T00:00:00Z' }]));
    return { email: 'kim@example.com', role: 'front-desk', expiresAt: '2031-07-13T00:00:00Z' };
  });
  const { user } = await renderAt('/staff');
  const form = await screen.findByRole('form', { name: 'Invite a member of staff' });
  await user.type(within(form).getByLabelText(/^Email/), 'not an email');
  await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
  expect(await within(form).findByLabelText(/^Role/)).toHaveAccessibleDescription('Choose a role');
  expect(within(form).getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
  expect(invitations).toEqual([]);

  await user.clear(within(form).getByLabelText(/^Email/));
  await user.type(within(form).getByLabelText(/^Email/), ' kim@example.com ');
  await user.type(within(form).getByLabelText(/^Name/), 'Kim');
  await user.selectOptions(within(form).getByLabelText(/^Role/), 'Front desk');
  await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
  expect(await findToast('Invitation sent')).toHaveTextContent('kim@example.com has been emailed a link to join as Front desk, valid for 24 hours.');
  expect(invitations).toEqual([{ email: 'kim@example.com', name: 'Kim', role: 'front-desk' }]);
  expect(await screen.findByRole('region', { name: 'Invitations not yet used' })).toHaveTextContent('Kim (kim@example.com)');
});

test('a manager is told the page is for owners', async () => {
  signedInAs('manager');
  await renderAt('/staff');
  expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeInTheDocument();
});

test('an owner deactivating themselves (another owner left) is told this tab signs out too', async () => {
  serve('/members', staffPage([owner, aMember({ id: 'm4', name: 'Pat Owner', email: 'pat@example.com' })]));
  const { user } = await renderAt('/staff');
  await user.click(await screen.findByRole('button', { name: 'Deactivate Olivia Owner' }));
  expect(await screen.findByRole('dialog', { name: 'Deactivate Olivia Owner?' })).toHaveTextContent('That includes you, here: you will be asked to sign in again.');
});
