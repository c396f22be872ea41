import { screen } from '@testing-library/react';
import { FIND_BOOKING_MESSAGES } from '@party/domain';
import { testVenue } from '@party/shared-ui/src/test/venue-fixtures';
import { freshPageAfterEachTest, renderAt } from '../../test/render';
import { recordCalls, serveApiForEachTest } from '../../test/server';

// Find My Booking: the address booked with, checked as the API checks it; then the same words
// whatever the address (the API does not say whether anyone booked with it).

serveApiForEachTest();
freshPageAfterEachTest();

const field = () => screen.getByRole('textbox', { name: 'Email address (required)' });
const send = () => screen.getByRole('button', { name: 'Email Me the Links' });

async function openThePage() {
  const rendered = await renderAt('/find-my-booking');
  expect(await screen.findByRole('heading', { level: 1, name: 'Find My Booking' })).toBeInTheDocument();
  return rendered;
}

test.each([
  { name: 'nothing entered', typed: '', message: FIND_BOOKING_MESSAGES.emailRequired },
  { name: 'not an address', typed: 'sam@', message: FIND_BOOKING_MESSAGES.emailInvalid },
])('the address is checked before anything is sent: $name', async ({ typed, message }) => {
  const calls = recordCalls('post', '/find-my-booking', { message: FIND_BOOKING_MESSAGES.sent }, 202);
  const { user } = await openThePage();
  if (typed) await user.type(field(), typed);
  await user.click(send());
  expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(field()).toHaveFocus();
  expect(calls).toEqual([]);
});

test('the message follows the typing once shown, and goes when the address is right', async () => {
  recordCalls('post', '/find-my-booking', { message: FIND_BOOKING_MESSAGES.sent }, 202);
  const { user } = await openThePage();
  await user.click(send());
  await user.type(field(), 'sam@example');
  expect(field()).toHaveAccessibleDescription(expect.stringContaining(FIND_BOOKING_MESSAGES.emailInvalid));
  await user.type(field(), '.com');
  expect(field()).not.toHaveAttribute('aria-invalid');
});

test('the address is sent trimmed, and the page says the same words whatever it is, with a way to try another', async () => {
  const calls = recordCalls('post', '/find-my-booking', { message: FIND_BOOKING_MESSAGES.sent }, 202);
  const { user } = await openThePage();
  await user.type(field(), '  sam@example.com ');
  await user.click(send());
  const sent = await screen.findByText(FIND_BOOKING_MESSAGES.sent);
  expect(calls).toEqual([{ email: 'sam@example.com' }]);
  expect(screen.getByText('Check your inbox')).toBeInTheDocument();
  expect(sent.closest('[tabindex="-1"]')).toHaveFocus();
  expect(screen.getByText('sam@example.com')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: testVenue.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:/));

  await user.click(screen.getByRole('button', { name: 'Try Another Address' }));
  expect(field()).toHaveValue('sam@example.com');
  expect(field()).not.toHaveAttribute('aria-invalid');
});

test("too many requests: the server's words (how long to wait), and the address stays", async () => {
  recordCalls('post', '/find-my-booking', { code: 'rate-limited', message: 'Too many requests: please wait 1 minute and try again.' }, 429);
  const { user } = await openThePage();
  await user.type(field(), 'sam@example.com');
  await user.click(send());
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many requests: please wait 1 minute and try again\.$/);
  expect(field()).toHaveValue('sam@example.com');
  expect(send()).toBeEnabled();
});

test('a failure says to try again or call, without a status code', async () => {
  recordCalls('post', '/find-my-booking', { code: 'server-error', message: 'Something went wrong' }, 500);
  const { user } = await openThePage();
  await user.type(field(), 'sam@example.com');
  await user.click(send());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`We could not send your request just now. Please try again, or call us on ${testVenue.phone}.`);
  expect(alert).not.toHaveTextContent('500');
});
