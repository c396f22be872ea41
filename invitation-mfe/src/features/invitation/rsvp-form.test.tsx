import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { RSVP_CONFIRMATION_MS } from '@party/domain';
import { renderInvitation } from '../../test/render';
import { INVITATION_ID } from '../../test/fixtures';
import { dropRsvps, serveApiForEachTest, serveRsvps } from '../../test/server';

serveApiForEachTest();

const guest = (n: number) => screen.getByRole('group', { name: `Guest ${n}` });
const field = (n: number, name: string) => within(guest(n)).getByLabelText(new RegExp(`^${name}`));
const send = () => screen.getByRole('button', { name: 'Send RSVP' });

async function openForm(options?: Parameters<typeof renderInvitation>[1]) {
  const rendered = await renderInvitation(INVITATION_ID, options);
  await screen.findByRole('heading', { level: 2, name: 'RSVP' });
  return rendered;
}

async function fillGuest(user: UserEvent, n: number, values: Partial<Record<'Guest Name' | 'Phone' | 'Email' | "Kids' Names" | 'Allergies', string>>) {
  for (const [label, value] of Object.entries(values)) await user.type(field(n, label), value);
}

const ava = { 'Guest Name': 'Ava Brown', Phone: '0400 000 001', Email: 'ava.parent@example.com', "Kids' Names": 'Ava', Allergies: 'Peanuts' };
const avaSent = { name: 'Ava Brown', phone: '0400 000 001', email: 'ava.parent@example.com', kidsNames: 'Ava', allergies: 'Peanuts' };

test('guest name and email are required: an empty form sends nothing, says what is missing and moves to the name', async () => {
  const sent = serveRsvps();
  const { user } = await openForm();
  expect(field(1, 'Guest Name')).toHaveAccessibleName('Guest Name (required)');
  expect(field(1, 'Email')).toHaveAccessibleName('Email (required)');
  expect(field(1, 'Phone')).not.toBeRequired();

  await user.click(send());
  expect(field(1, 'Guest Name')).toHaveFocus();
  expect(field(1, 'Guest Name')).toHaveAccessibleDescription('Guest name is required');
  expect(field(1, 'Guest Name')).toBeInvalid();
  expect(field(1, 'Email')).toHaveAccessibleDescription('Guest email is required');
  expect(sent).toEqual([]);
});

test.each([
  { name: 'a name but no email', values: { 'Guest Name': 'Ava' }, focus: 'Email', message: 'Guest email is required' },
  { name: 'a name of spaces', values: { 'Guest Name': '   ', Email: 'ava@example.com' }, focus: 'Guest Name', message: 'Guest name is required' },
  { name: 'an email without a domain', values: { 'Guest Name': 'Ava', Email: 'ava@example' }, focus: 'Email', message: 'Please enter a valid email address' },
])('with $name nothing is sent and the field to correct has the focus', async ({ values, focus, message }) => {
  const sent = serveRsvps();
  const { user } = await openForm();
  await fillGuest(user, 1, values);
  await user.click(send());
  expect(field(1, focus)).toHaveFocus();
  expect(field(1, focus)).toHaveAccessibleDescription(message);
  expect(sent).toEqual([]);
});

test('a corrected field loses its error as it is typed', async () => {
  serveRsvps();
  const { user } = await openForm();
  await user.click(send());
  await user.type(field(1, 'Guest Name'), 'Ava');
  expect(field(1, 'Guest Name')).not.toBeInvalid();
  expect(screen.queryByText('Guest name is required')).not.toBeInTheDocument();
  expect(field(1, 'Email')).toHaveAccessibleDescription('Guest email is required');
});

test('a second guest without an email stops the whole RSVP, and the keyboard goes to that email', async () => {
  const sent = serveRsvps();
  const { user } = await openForm();
  await fillGuest(user, 1, ava);
  await user.click(screen.getByRole('button', { name: 'Add Another Guest' }));
  await fillGuest(user, 2, { 'Guest Name': 'Noah' });
  await user.click(send());
  expect(field(2, 'Email')).toHaveFocus();
  expect(field(2, 'Email')).toHaveAccessibleDescription('Guest email is required');
  expect(sent).toEqual([]);
});

test('one guest cannot be removed; Add Another Guest adds one and moves to its name; either can then be removed', async () => {
  const { user } = await openForm();
  expect(screen.getAllByRole('group')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

  await user.type(field(1, 'Guest Name'), 'Ava');
  await user.click(screen.getByRole('button', { name: 'Add Another Guest' }));
  expect(screen.getAllByRole('group')).toHaveLength(2);
  expect(field(2, 'Guest Name')).toHaveFocus();
  await user.type(field(2, 'Guest Name'), 'Noah');
  await user.click(screen.getByRole('button', { name: 'Add Another Guest' }));
  await user.type(field(3, 'Guest Name'), 'Zoe');
  expect(screen.getAllByRole('button', { name: /^Remove Guest/ })).toHaveLength(3);

  // Removing the first renumbers the others and keeps what they typed.
  await user.click(screen.getByRole('button', { name: 'Remove Guest 1' }));
  expect(screen.getByRole('button', { name: 'Add Another Guest' })).toHaveFocus();
  expect(field(1, 'Guest Name')).toHaveValue('Noah');
  expect(field(2, 'Guest Name')).toHaveValue('Zoe');
  await user.click(screen.getByRole('button', { name: 'Remove Guest 2' }));
  expect(screen.getAllByRole('group')).toHaveLength(1);
  expect(field(1, 'Guest Name')).toHaveValue('Noah');
  expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
});

test('sending stores every guest, allergies too, to the invitation; the confirmation shows 4 seconds, then the form starts again empty', async () => {
  jest.useFakeTimers();
  try {
    const sent = serveRsvps();
    const { user } = await openForm({ advanceTimers: jest.advanceTimersByTime });
    await fillGuest(user, 1, ava);
    await user.click(screen.getByRole('button', { name: 'Add Another Guest' }));
    await fillGuest(user, 2, { 'Guest Name': 'Noah Lee', Email: 'noah@example.com' });
    await user.click(send());

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent("Thank you! Your RSVP has been sent.Mia's family will see your answer.");
    expect(confirmation).toHaveFocus();
    expect(sent).toEqual([
      { invitationId: INVITATION_ID, body: { guests: [avaSent, { name: 'Noah Lee', phone: '', email: 'noah@example.com', kidsNames: '', allergies: '' }] } },
    ]);
    // Allergies are stored, never shown back.
    expect(screen.queryByText(/Peanuts/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send RSVP' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(RSVP_CONFIRMATION_MS - 1));
    expect(screen.getByText('Thank you! Your RSVP has been sent.')).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Thank you! Your RSVP has been sent.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    for (const name of ['Guest Name', 'Phone', 'Email', "Kids' Names", 'Allergies']) expect(field(1, name)).toHaveValue('');
    expect(field(1, 'Guest Name')).not.toBeInvalid();
    expect(screen.getByRole('heading', { level: 2, name: 'RSVP' })).toHaveFocus();
  } finally {
    jest.useRealTimers();
  }
});

test.each([
  { name: 'the server refuses it', fail: () => serveRsvps({ status: 429 }), reason: '429 Too many requests, please try again later' },
  { name: 'the connection drops', fail: dropRsvps, reason: 'Network error: the server could not be reached' },
])('when $name, the page says the RSVP was not sent and keeps everything typed', async ({ fail, reason }) => {
  fail();
  const { user } = await openForm();
  await fillGuest(user, 1, ava);
  await user.click(send());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`Your RSVP was not sent${reason}. Everything you typed is still here: please try again.`);
  expect(field(1, 'Guest Name')).toHaveValue('Ava Brown');
  expect(field(1, 'Phone')).toHaveValue('0400 000 001');
  expect(field(1, 'Email')).toHaveValue('ava.parent@example.com');
  expect(field(1, "Kids' Names")).toHaveValue('Ava');
  expect(field(1, 'Allergies')).toHaveValue('Peanuts');
  expect(send()).toBeEnabled();
  expect(send()).toHaveFocus();

  // Sending again, once it works, stores it and the message goes.
  const sent = serveRsvps();
  await user.click(send());
  expect(await screen.findByText('Thank you! Your RSVP has been sent.')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('pressing Send twice, or Enter while it sends, stores the RSVP once', async () => {
  let answer: () => void = () => undefined;
  const sent = serveRsvps({ hold: new Promise<void>((resolve) => (answer = resolve)) });
  const { user } = await openForm();
  await fillGuest(user, 1, ava);
  await user.dblClick(send());
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(field(1, 'Guest Name')).toBeDisabled();
  await user.keyboard('{Enter}');
  await act(async () => answer());
  expect(await screen.findByText('Thank you! Your RSVP has been sent.')).toBeVisible();
  expect(sent).toHaveLength(1);
});
