import { screen } from '@testing-library/react';
import { STAFF_MESSAGES } from '@party/domain';
import { aSession, anInvitation } from '../../test/fixtures';
import { currentLocation, freshVisitForEachTest, renderAt } from '../../test/render';
import { recordCalls, serve, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();

const TOKEN = 'invitation_token_0123456789';
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

test('an owner sets a password and a second factor: the key as text and as a QR code, then its code', async () => {
  serve('/invitations/:token', anInvitation('owner'));
  const accepted = recordCalls('post', '/invitations/:token', aSession('owner'));
  signedInAs('owner');
  const { user } = await renderAt(`/join/${TOKEN}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Set up your staff account' })).toHaveTextContent('Set up your staff account');
  expect(screen.getByText('owner@venue.example')).toBeInTheDocument();
  expect(screen.getByText(/as Owner/)).toBeInTheDocument();
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /QR code/ }).getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);

  await user.type(field('Password'), 'short');
  await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
  expect(await screen.findByText(STAFF_MESSAGES.passwordTooShort)).toBeInTheDocument();
  expect(screen.getByText(STAFF_MESSAGES.codeRequired)).toBeInTheDocument();
  expect(accepted).toEqual([]);

  await user.type(field('Password'), ' and a good deal longer');
  await user.type(field('Code'), '654 321');
  await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: /^Run sheet/ })).toBeInTheDocument();
  expect(currentLocation()).toBe('/');
  expect(accepted).toEqual([{ password: 'short and a good deal longer', code: '654321' }]);
});

test('front desk sets a password only: no code to set up', async () => {
  serve('/invitations/:token', anInvitation('front-desk'));
  const accepted = recordCalls('post', '/invitations/:token', aSession('front-desk'));
  const { user } = await renderAt(`/join/${TOKEN}`);
  await screen.findByRole('heading', { level: 1, name: 'Set up your staff account' });
  expect(screen.queryByLabelText(/^Code/)).not.toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Show the password' }));
  expect(field('Password')).toHaveAttribute('type', 'text');
  await user.type(field('Password'), 'correct horse battery staple');
  await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: /^Run sheet/ })).toBeInTheDocument();
  expect(accepted).toEqual([{ password: 'correct horse battery staple' }]);
});

test('a password the API refuses (a common one) is told, and can be changed', async () => {
  serve('/invitations/:token', anInvitation('kitchen'));
  recordCalls('post', '/invitations/:token', { code: 'password-refused', message: STAFF_MESSAGES.passwordCommon }, 422);
  const { user } = await renderAt(`/join/${TOKEN}`);
  await screen.findByRole('heading', { level: 1, name: 'Set up your staff account' });
  await user.type(field('Password'), 'password1234');
  await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
  expect(await screen.findByText(STAFF_MESSAGES.passwordCommon)).toBeInTheDocument();
  expect(field('Password')).toHaveValue('password1234');
});

test('a link used or run out says so, and who can send a new one', async () => {
  serve('/invitations/:token', { code: 'staff-invitation-over', message: 'Over' }, 404);
  await renderAt(`/join/${TOKEN}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
  expect(screen.getByText(STAFF_MESSAGES.invitationOver)).toBeInTheDocument();
});
