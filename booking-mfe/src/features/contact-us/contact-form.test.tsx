import { screen, within } from '@testing-library/react';
import { testVenue, TEST_VENUE_TEL } from '@party/shared-ui/src/test/venue-fixtures';
import { findToast, freshBrowserForEachTest, renderBookingPage, shownToasts } from '../../test/render';
import { recordPosts, serveApiForEachTest } from '../../test/server';

serveApiForEachTest();
freshBrowserForEachTest();

const form = () => screen.getByRole('form', { name: 'Contact form' });
const field = (name: string) => within(form()).getByRole('textbox', { name: new RegExp(`^${name} \\((required|optional)\\)$`) });

const message = { name: 'Sam Lee', email: 'sam@example.com', phone: '', subject: 'Parking', message: 'Is there parking nearby?' };

async function fillIn(user: Awaited<ReturnType<typeof renderBookingPage>>['user'], values: Partial<typeof message>) {
  for (const [name, value] of Object.entries(values)) {
    if (value) await user.type(field(name[0]!.toUpperCase() + name.slice(1)), value);
  }
}

test('Contact Us gives the venue phone, email and address beside the form', async () => {
  await renderBookingPage();
  const section = screen.getByRole('region', { name: 'Contact Us' });
  expect(within(section).getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', TEST_VENUE_TEL);
  expect(within(section).getByRole('link', { name: testVenue.email })).toHaveAttribute('href', `mailto:${testVenue.email}`);
  expect(section).toHaveTextContent('7 Test Avenue, Parramatta NSW 2150');
});

test("a message sent says 'Message Sent' and clears the form; the phone is optional", async () => {
  const sent = recordPosts('/contacts', { id: 7 });
  const { user } = await renderBookingPage();
  await fillIn(user, message);
  await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
  expect(await findToast('Message Sent')).toHaveTextContent("Thank you for your message. We'll get back to you soon!");
  expect(sent).toEqual([message]);
  for (const name of ['Name', 'Email', 'Phone', 'Subject', 'Message']) expect(field(name)).toHaveValue('');
});

test.each([
  { name: 'the server refuses it', answer: { message: 'Too many messages' }, status: 429 },
  { name: 'no id comes back', answer: {}, status: 200 },
])("when $name it says 'Send message Failed' and keeps what was typed", async ({ answer, status }) => {
  recordPosts('/contacts', answer, status);
  const { user } = await renderBookingPage();
  await fillIn(user, message);
  await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
  expect(await findToast('Send message Failed')).toHaveTextContent('There was a problem to send message. Please try again.');
  expect(field('Message')).toHaveValue('Is there parking nearby?');
});

test.each([
  { missing: 'name', first: 'Name' },
  { missing: 'email', first: 'Email' },
  { missing: 'subject', first: 'Subject' },
  { missing: 'message', first: 'Message' },
])('without a $missing nothing is sent: the field is marked and focused, with no message of its own', async ({ missing, first }) => {
  const sent = recordPosts('/contacts', { id: 7 });
  const { user } = await renderBookingPage();
  await fillIn(user, { ...message, [missing]: '' });
  await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
  expect(field(first)).toHaveFocus();
  expect(field(first)).toBeInvalid();
  expect(field(first)).not.toHaveAccessibleDescription();
  expect(sent).toEqual([]);
  expect(shownToasts()).toEqual([]);
});

test('an email that is not an address is not sent', async () => {
  const sent = recordPosts('/contacts', { id: 7 });
  const { user } = await renderBookingPage();
  await fillIn(user, { ...message, email: 'sam@example' });
  await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
  expect(field('Email')).toHaveFocus();
  expect(field('Email')).toBeInvalid();
  expect(sent).toEqual([]);
});
