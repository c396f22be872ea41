import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { RSVP_CONFIRMATION_MS, RSVP_KIDS_MAX } from '@party/domain';
import { renderInvitation } from '../../test/render';
import { INVITATION_ID } from '../../test/fixtures';
import { dropRsvps, serveApiForEachTest, serveInvitation, serveRsvps } from '../../test/server';

serveApiForEachTest();

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const kid = (n: number) => screen.getByRole('group', { name: `Kid ${n}` });
const kidField = (n: number, label: "Kid's Name" | 'Allergies') => within(kid(n)).getByLabelText(new RegExp(`^${label}`));
const yes = () => screen.getByRole('radio', { name: "Yes, we're coming" });
const no = () => screen.getByRole('radio', { name: "Sorry, we can't come" });
const send = () => screen.getByRole('button', { name: 'Send RSVP' });
const addKid = () => screen.getByRole('button', { name: 'Add Another Kid' });
const anotherFamily = () => screen.getByRole('button', { name: 'Answer for another family' });

async function openForm(options?: Parameters<typeof renderInvitation>[1]) {
  const rendered = await renderInvitation(INVITATION_ID, options);
  await screen.findByRole('heading', { level: 2, name: 'RSVP' });
  return rendered;
}

async function fillFamily(user: UserEvent, values: Partial<Record<'Guest Name' | 'Phone' | 'Email', string>>) {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
}

const sam = { 'Guest Name': 'Sam Lee', Phone: '0400 000 001', Email: 'sam.parent@example.com' };

/** Sam answers yes for Ava (peanuts) and Leo. */
async function fillYesWithTwoKids(user: UserEvent) {
  await user.click(yes());
  await fillFamily(user, sam);
  await user.type(kidField(1, "Kid's Name"), 'Ava');
  await user.type(kidField(1, 'Allergies'), 'Peanuts');
  await user.click(addKid());
  await user.type(kidField(2, "Kid's Name"), 'Leo');
}

test('Coming?, guest name and email are required: an empty form sends nothing, says what is missing and moves to Coming?', async () => {
  const sent = serveRsvps();
  const { user } = await openForm();
  expect(screen.getByRole('group', { name: 'Coming? (required)' })).toBeVisible();
  expect(field('Guest Name')).toHaveAccessibleName('Guest Name (required)');
  expect(field('Email')).toHaveAccessibleName('Email (required)');
  expect(field('Email')).toHaveAccessibleDescription('One answer per email address: answering again replaces your earlier answer.');
  expect(field('Phone')).not.toBeRequired();
  // The kids are asked for once the answer is yes.
  expect(screen.queryByRole('group', { name: 'Kid 1' })).not.toBeInTheDocument();

  await user.click(send());
  expect(yes()).toHaveFocus();
  expect(screen.getByText('Please say whether you are coming')).toBeVisible();
  expect(field('Guest Name')).toHaveAccessibleDescription('Your name, so the family knows who answered. Guest name is required');
  expect(field('Guest Name')).toBeInvalid();
  expect(field('Email')).toHaveAccessibleDescription(/Guest email is required$/);
  expect(sent).toEqual([]);
});

test.each([
  { name: 'no name', values: { Email: 'sam@example.com' }, focus: 'Guest Name', message: 'Guest name is required' },
  { name: 'a name of spaces', values: { 'Guest Name': '   ', Email: 'sam@example.com' }, focus: 'Guest Name', message: 'Guest name is required' },
  { name: 'no email', values: { 'Guest Name': 'Sam' }, focus: 'Email', message: 'Guest email is required' },
  { name: 'an email without a domain', values: { 'Guest Name': 'Sam', Email: 'sam@example' }, focus: 'Email', message: 'Please enter a valid email address' },
])("a can't-come with $name sends nothing and the field to correct has the focus", async ({ values, focus, message }) => {
  const sent = serveRsvps();
  const { user } = await openForm();
  await user.click(no());
  await fillFamily(user, values);
  await user.click(send());
  expect(field(focus)).toHaveFocus();
  expect(field(focus)).toHaveAccessibleDescription(new RegExp(`${message}$`));
  expect(sent).toEqual([]);
});

test("a yes needs each kid's name: the keyboard goes to the first one missing, and it clears as it is typed", async () => {
  const sent = serveRsvps();
  const { user } = await openForm();
  await user.click(yes());
  await fillFamily(user, sam);
  await user.type(kidField(1, "Kid's Name"), 'Ava');
  await user.click(addKid());
  await user.click(send());
  expect(kidField(2, "Kid's Name")).toHaveFocus();
  expect(kidField(2, "Kid's Name")).toHaveAccessibleDescription("Kid's name is required");
  expect(sent).toEqual([]);
  await user.keyboard('Leo');
  expect(kidField(2, "Kid's Name")).not.toBeInvalid();
});

test('one kid cannot be removed; Add Another Kid adds one and moves to its name; either can then be removed', async () => {
  const { user } = await openForm();
  await user.click(yes());
  expect(screen.getByRole('heading', { level: 3, name: 'Kids coming: 1' })).toBeVisible();
  expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

  await user.type(kidField(1, "Kid's Name"), 'Ava');
  await user.click(addKid());
  expect(kidField(2, "Kid's Name")).toHaveFocus();
  await user.keyboard('Leo');
  await user.click(addKid());
  await user.type(kidField(3, "Kid's Name"), 'Zoe');
  expect(screen.getByRole('heading', { level: 3, name: 'Kids coming: 3' })).toBeVisible();
  expect(screen.getAllByRole('button', { name: /^Remove Kid/ })).toHaveLength(3);

  // Removing the first renumbers the others and keeps what they typed.
  await user.click(screen.getByRole('button', { name: 'Remove Kid 1' }));
  expect(addKid()).toHaveFocus();
  expect(kidField(1, "Kid's Name")).toHaveValue('Leo');
  expect(kidField(2, "Kid's Name")).toHaveValue('Zoe');
  await user.click(screen.getByRole('button', { name: 'Remove Kid 2' }));
  expect(kidField(1, "Kid's Name")).toHaveValue('Leo');
  expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
});

test(`one answer names at most ${RSVP_KIDS_MAX} kids`, async () => {
  const { user } = await openForm();
  await user.click(yes());
  for (let i = 1; i < RSVP_KIDS_MAX; i++) await user.click(addKid());
  expect(screen.getByRole('heading', { level: 3, name: `Kids coming: ${RSVP_KIDS_MAX}` })).toBeVisible();
  expect(addKid()).toBeDisabled();
  expect(screen.getByText('At most 10 kids in one answer: another family answers with its own email.')).toBeVisible();
});

test('a yes sends each kid with their allergies; the confirmation shows 4 seconds, then the form starts again empty, behind the answer sent', async () => {
  jest.useFakeTimers();
  try {
    const sent = serveRsvps();
    const { user } = await openForm({ advanceTimers: jest.advanceTimersByTime });
    await fillYesWithTwoKids(user);
    await user.click(send());

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(
      "Thank you! Your RSVP has been sent.Mia's family will see that you're coming with 2 kids.A copy of your answer is on its way to sam.parent@example.com.",
    );
    expect(confirmation).toHaveFocus();
    expect(sent).toEqual([
      {
        invitationId: INVITATION_ID,
        body: {
          coming: true,
          name: 'Sam Lee',
          phone: '0400 000 001',
          email: 'sam.parent@example.com',
          kids: [
            { name: 'Ava', allergies: 'Peanuts' },
            { name: 'Leo', allergies: '' },
          ],
        },
      },
    ]);
    // Allergies are sent to the family, never shown back.
    expect(screen.queryByText(/Peanuts/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send RSVP' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(RSVP_CONFIRMATION_MS - 1));
    expect(screen.getByText('Thank you! Your RSVP has been sent.')).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Thank you! Your RSVP has been sent.')).not.toBeInTheDocument();
    // The answer sent stays on show, and the keyboard starts again from the title.
    expect(screen.getByText('You answered yes: coming with 2 kids')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'RSVP' })).toHaveFocus();
    await user.click(anotherFamily());
    expect(yes()).not.toBeChecked();
    expect(no()).not.toBeChecked();
    for (const name of ['Guest Name', 'Phone', 'Email']) expect(field(name)).toHaveValue('');
    expect(field('Guest Name')).not.toBeInvalid();
    expect(screen.queryByRole('group', { name: 'Kid 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'RSVP' })).toHaveFocus();
  } finally {
    jest.useRealTimers();
  }
});

test("a can't-come sends no kids, even those typed before the answer changed, and is confirmed as such", async () => {
  const sent = serveRsvps();
  const { user } = await openForm();
  await fillYesWithTwoKids(user);
  await user.click(no());
  expect(screen.queryByRole('group', { name: 'Kid 1' })).not.toBeInTheDocument();
  await user.click(send());
  expect(await screen.findByRole('status')).toHaveTextContent("Mia's family will see that you can't come.");
  expect(sent.map(({ body }) => body)).toEqual([{ coming: false, name: 'Sam Lee', phone: '0400 000 001', email: 'sam.parent@example.com', kids: [] }]);
});

test('an answer that replaced an earlier one from the same email says so', async () => {
  serveRsvps({ status: 200 });
  const { user } = await openForm();
  await user.click(no());
  await fillFamily(user, sam);
  await user.click(send());
  expect(await screen.findByRole('status')).toHaveTextContent('It replaces the answer you sent before from this email address.');
});

test.each([
  { name: 'the server refuses it', fail: () => serveRsvps({ status: 429 }), reason: '429 Too many requests, please try again later' },
  { name: 'the connection drops', fail: dropRsvps, reason: 'Network error: the server could not be reached' },
])('when $name, the page says the RSVP was not sent and keeps everything typed', async ({ fail, reason }) => {
  fail();
  const { user } = await openForm();
  await fillYesWithTwoKids(user);
  await user.click(send());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`Your RSVP was not sent${reason}. Everything you typed is still here: please try again.`);
  expect(yes()).toBeChecked();
  expect(field('Guest Name')).toHaveValue('Sam Lee');
  expect(field('Phone')).toHaveValue('0400 000 001');
  expect(field('Email')).toHaveValue('sam.parent@example.com');
  expect(kidField(1, "Kid's Name")).toHaveValue('Ava');
  expect(kidField(1, 'Allergies')).toHaveValue('Peanuts');
  expect(kidField(2, "Kid's Name")).toHaveValue('Leo');
  expect(send()).toBeEnabled();
  expect(send()).toHaveFocus();

  // Sending again, once it works, stores it and the message goes.
  const sent = serveRsvps();
  await user.click(send());
  expect(await screen.findByText('Thank you! Your RSVP has been sent.')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('pressing Send twice, or Enter while it sends, sends the answer once', async () => {
  let answer: () => void = () => undefined;
  const sent = serveRsvps({ hold: new Promise<void>((resolve) => (answer = resolve)) });
  const { user } = await openForm();
  await fillYesWithTwoKids(user);
  await user.dblClick(send());
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(field('Guest Name')).toBeDisabled();
  expect(kidField(1, "Kid's Name")).toBeDisabled();
  expect(yes()).toBeDisabled();
  await user.keyboard('{Enter}');
  await act(async () => answer());
  expect(await screen.findByText('Thank you! Your RSVP has been sent.')).toBeVisible();
  expect(sent).toHaveLength(1);
});

test('once the party has started, the RSVP says answers are closed and shows no form', async () => {
  serveInvitation(200, { invitation: { rsvpOpen: false } });
  await openForm();
  const rsvp = screen.getByRole('region', { name: 'RSVP' });
  expect(within(rsvp).getByText('RSVPs are closed: the party has started.')).toBeVisible();
  expect(within(rsvp).queryByRole('textbox')).not.toBeInTheDocument();
  expect(within(rsvp).queryByRole('button')).not.toBeInTheDocument();
});

test('an answer sent as the party starts is refused, and the page says RSVPs have closed', async () => {
  const sent = serveRsvps({ status: 409 });
  const { user } = await openForm();
  await user.click(no());
  await fillFamily(user, sam);
  await user.click(send());
  const closed = await screen.findByText('RSVPs are closed: the party has started.');
  expect(closed.parentElement).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(sent).toHaveLength(1);
});
