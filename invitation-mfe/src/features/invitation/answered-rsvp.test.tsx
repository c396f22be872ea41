import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { RSVP_CONFIRMATION_MS } from '@party/domain';
import { renderInvitation } from '../../test/render';
import { INVITATION_ID } from '../../test/fixtures';
import { dropRsvps, serveApiForEachTest, serveInvitation, serveRsvps } from '../../test/server';
import { rememberedAnswerKey } from './remembered-answer';

// The invitation remembers on the guest's device that they answered, and shows it: after the
// confirmation's 4 seconds, and when the page is opened again (docs/decisions/033).

serveApiForEachTest();

const rsvp = () => screen.getByRole('region', { name: 'RSVP' });
const field = (label: string) => within(rsvp()).getByLabelText(new RegExp(`^${label}`));
const kidField = (n: number, label: "Kid's Name" | 'Allergies') =>
  within(within(rsvp()).getByRole('group', { name: `Kid ${n}` })).getByLabelText(new RegExp(`^${label}`));
const button = (name: string) => within(rsvp()).getByRole('button', { name });
const stored = (invitationId = INVITATION_ID) => localStorage.getItem(rememberedAnswerKey(invitationId));

/**
 * The page opened (or opened again: a reload), with its RSVP card shown. The answer this device
 * remembers is read after the card first shows (an effect, once the invitation has come): a test
 * finds it with findBy, not at once.
 */
async function openInvitation() {
  const rendered = await renderInvitation(INVITATION_ID);
  await screen.findByRole('heading', { level: 2, name: 'RSVP' });
  return rendered;
}

/** Sam answers yes for Ava (peanuts) and Leo, and waits for the confirmation. */
async function answerYes(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: "Yes, we're coming" }));
  await user.type(field('Guest Name'), 'Sam Lee');
  await user.type(field('Phone'), '0400 000 001');
  await user.type(field('Email'), 'sam.parent@example.com');
  await user.type(kidField(1, "Kid's Name"), 'Ava');
  await user.type(kidField(1, 'Allergies'), 'Peanuts');
  await user.click(button('Add Another Kid'));
  await user.type(kidField(2, "Kid's Name"), 'Leo');
  await user.click(button('Send RSVP'));
  await screen.findByText('Thank you! Your RSVP has been sent.');
}

/** What a device that answered before holds for the invitation. */
function rememberBefore(answer: Record<string, unknown>, invitationId = INVITATION_ID) {
  localStorage.setItem(
    rememberedAnswerKey(invitationId),
    JSON.stringify({ version: 1, coming: false, name: 'Noah Brown', phone: '', email: 'noah@example.com', kids: [], copySent: true, partyDate: '2031-06-20', ...answer }),
  );
}

test('opened again after answering, the invitation shows the answer: yes with the kids by name, who answered and where the copy went; never the phone or allergies', async () => {
  serveRsvps();
  const first = await openInvitation();
  await answerYes(first.user);
  first.unmount();

  await openInvitation();
  const answer = within(rsvp());
  expect(await answer.findByText('You answered yes: coming with 2 kids')).toBeVisible();
  expect(answer.getByText('Kids coming: Ava and Leo')).toBeVisible();
  expect(answer.getByText("Sent to Mia's family from this device as Sam Lee (sam.parent@example.com).")).toBeVisible();
  expect(answer.getByText('A copy of your answer was emailed to you.')).toBeVisible();
  expect(rsvp()).not.toHaveTextContent(/Peanuts|0400/);
  expect(answer.queryByRole('button', { name: 'Send RSVP' })).not.toBeInTheDocument();
  // Showing it on opening moves nothing: the keyboard stays where the page starts.
  expect(document.body).toHaveFocus();
});

test("Change your answer opens the form as it was sent, allergies included; sending it replaces the answer, and the page then shows the new one", async () => {
  serveRsvps();
  const first = await openInvitation();
  await answerYes(first.user);
  first.unmount();

  const second = await openInvitation();
  const { user } = second;
  await user.click(await within(rsvp()).findByRole('button', { name: 'Change your answer' }));
  expect(screen.getByRole('heading', { level: 2, name: 'RSVP' })).toHaveFocus();
  expect(screen.getByRole('radio', { name: "Yes, we're coming" })).toBeChecked();
  expect(field('Guest Name')).toHaveValue('Sam Lee');
  expect(field('Phone')).toHaveValue('0400 000 001');
  expect(field('Email')).toHaveValue('sam.parent@example.com');
  expect(kidField(1, "Kid's Name")).toHaveValue('Ava');
  expect(kidField(1, 'Allergies')).toHaveValue('Peanuts');
  expect(kidField(2, "Kid's Name")).toHaveValue('Leo');

  const sent = serveRsvps({ status: 200 });
  await user.click(within(within(rsvp()).getByRole('group', { name: 'Kid 2' })).getByRole('button', { name: 'Remove Kid 2' }));
  await user.click(button('Send RSVP'));
  expect(await screen.findByRole('status')).toHaveTextContent("you're coming with 1 kid.It replaces the answer you sent before from this email address.");
  expect(sent.map(({ body }) => body)).toEqual([
    { coming: true, name: 'Sam Lee', phone: '0400 000 001', email: 'sam.parent@example.com', kids: [{ name: 'Ava', allergies: 'Peanuts' }] },
  ]);
  second.unmount();

  await openInvitation();
  expect(await within(rsvp()).findByText('You answered yes: coming with 1 kid')).toBeVisible();
  expect(within(rsvp()).getByText('Kids coming: Ava')).toBeVisible();
});

test("a can't-come is shown as such; changing it to a yes starts with one kid to name", async () => {
  serveRsvps();
  rememberBefore({});
  const { user } = await openInvitation();
  expect(await within(rsvp()).findByText("You answered no: you can't come")).toBeVisible();
  expect(within(rsvp()).queryByText(/Kids coming/)).not.toBeInTheDocument();
  await user.click(button('Change your answer'));
  expect(screen.getByRole('radio', { name: "Sorry, we can't come" })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: "Yes, we're coming" }));
  expect(kidField(1, "Kid's Name")).toHaveValue('');
  expect(within(rsvp()).queryByRole('group', { name: 'Kid 2' })).not.toBeInTheDocument();
});

test('Answer for another family gives an empty form; Cancel goes back to the answer; the next family sent is the one remembered', async () => {
  rememberBefore({});
  const { user } = await openInvitation();
  await user.click(await within(rsvp()).findByRole('button', { name: 'Answer for another family' }));
  expect(screen.getByRole('heading', { level: 2, name: 'RSVP' })).toHaveFocus();
  expect(field('Guest Name')).toHaveValue('');
  expect(field('Email')).toHaveValue('');
  expect(screen.getByRole('radio', { name: "Sorry, we can't come" })).not.toBeChecked();
  await user.type(field('Guest Name'), 'Typed then left');
  await user.click(button('Cancel'));
  expect(within(rsvp()).getByText("You answered no: you can't come")).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'RSVP' })).toHaveFocus();

  // What was typed before Cancel is not kept.
  await user.click(button('Answer for another family'));
  expect(field('Guest Name')).toHaveValue('');
  serveRsvps();
  await user.click(screen.getByRole('radio', { name: "Sorry, we can't come" }));
  await user.type(field('Guest Name'), 'Zoe Park');
  await user.type(field('Email'), 'zoe@example.com');
  await user.click(button('Send RSVP'));
  await screen.findByText('Thank you! Your RSVP has been sent.');
  expect(JSON.parse(stored() ?? '{}')).toMatchObject({ name: 'Zoe Park', email: 'zoe@example.com', coming: false });
});

test('when the API sent no copy (the same answer again), neither the confirmation nor the answer says one was emailed', async () => {
  jest.useFakeTimers();
  try {
    serveRsvps({ status: 200, copySent: false });
    const { user } = await renderInvitation(INVITATION_ID, { advanceTimers: jest.advanceTimersByTime });
    await screen.findByRole('heading', { level: 2, name: 'RSVP' });
    await answerYes(user);
    expect(screen.getByRole('status')).not.toHaveTextContent(/copy/i);
    act(() => jest.advanceTimersByTime(RSVP_CONFIRMATION_MS));
    expect(within(rsvp()).getByText('You answered yes: coming with 2 kids')).toBeVisible();
    expect(rsvp()).not.toHaveTextContent(/copy/i);
  } finally {
    jest.useRealTimers();
  }
});

test('an answer that was not sent is not remembered', async () => {
  dropRsvps();
  const { user } = await openInvitation();
  await user.click(screen.getByRole('radio', { name: "Sorry, we can't come" }));
  await user.type(field('Guest Name'), 'Sam Lee');
  await user.type(field('Email'), 'sam@example.com');
  await user.click(button('Send RSVP'));
  await screen.findByRole('alert');
  expect(stored()).toBeNull();
  expect(within(rsvp()).queryByRole('button', { name: 'Change your answer' })).not.toBeInTheDocument();
});

test("another invitation's answer, or an unreadable one, is not shown: the form is", async () => {
  rememberBefore({}, 'inv_another_party_0001');
  localStorage.setItem(rememberedAnswerKey(INVITATION_ID), '{"version":1,"coming":true,"kids":"Ava"}');
  await openInvitation();
  expect(within(rsvp()).getByRole('button', { name: 'Send RSVP' })).toBeVisible();
  expect(within(rsvp()).queryByText(/You answered/)).not.toBeInTheDocument();
});

test('once the party has started, RSVPs are closed and the device forgets the answer', async () => {
  serveInvitation(200, { invitation: { rsvpOpen: false } });
  rememberBefore({});
  await openInvitation();
  expect(within(rsvp()).getByText('RSVPs are closed: the party has started.')).toBeVisible();
  expect(within(rsvp()).queryByText(/You answered/)).not.toBeInTheDocument();
  await waitFor(() => expect(stored()).toBeNull());
});

test('a browser that refuses to store it still shows the answer until the page is left', async () => {
  jest.useFakeTimers();
  try {
    serveRsvps();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { user } = await renderInvitation(INVITATION_ID, { advanceTimers: jest.advanceTimersByTime });
    await screen.findByRole('heading', { level: 2, name: 'RSVP' });
    await answerYes(user);
    act(() => jest.advanceTimersByTime(RSVP_CONFIRMATION_MS));
    expect(within(rsvp()).getByText('You answered yes: coming with 2 kids')).toBeVisible();
    expect(stored()).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

test('a yes is offered its attendance form at once, and again when the page is opened again', async () => {
  serveRsvps();
  const first = await openInvitation();
  await answerYes(first.user);
  expect(within(rsvp()).getByRole('link', { name: 'Fill in the attendance form' })).toHaveAttribute('href', `/attendance-form/form-${INVITATION_ID}`);
  first.unmount();
  await openInvitation();
  expect(await within(rsvp()).findByRole('link', { name: 'Fill in the attendance form' })).toHaveAttribute('href', `/attendance-form/form-${INVITATION_ID}`);
});

test("a can't-come is offered no form", async () => {
  rememberBefore({});
  await openInvitation();
  expect(within(rsvp()).queryByRole('link', { name: 'Fill in the attendance form' })).toBeNull();
});
