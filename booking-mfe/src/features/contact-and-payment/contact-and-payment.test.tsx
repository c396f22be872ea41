import { screen, waitFor, within } from '@testing-library/react';
import { STEP3_MESSAGES, TERMS } from '@party/domain';
import { acceptTermsAndComplete, findToast, freshBrowserForEachTest, renderStep3 } from '../../test/render';
import { recordPosts, serveApiForEachTest } from '../../test/server';

serveApiForEachTest();
freshBrowserForEachTest();

const completeBooking = () => screen.getByRole('button', { name: 'Complete Booking' });
const field = (name: string) => screen.getByRole('textbox', { name: `${name} (required)` });

test.each([
  { name: 'no parent name', field: 'Parent/Guardian Name', value: '', title: 'Data Required', message: STEP3_MESSAGES.parentNameRequired },
  { name: 'no email', field: 'Email Address', value: '', title: 'Data Required', message: STEP3_MESSAGES.emailRequired },
  { name: 'an email without a domain', field: 'Email Address', value: 'linh@example', title: 'Data Required', message: STEP3_MESSAGES.emailInvalid },
  { name: 'no mobile', field: 'Mobile Number', value: '', title: 'Invalid Data', message: STEP3_MESSAGES.mobileInvalid },
  { name: 'a 9-digit mobile', field: 'Mobile Number', value: '041234567', title: 'Invalid Data', message: STEP3_MESSAGES.mobileInvalid },
  { name: 'no address', field: 'Address', value: '', title: 'Data Required', message: STEP3_MESSAGES.addressRequired },
])("Complete Booking with $name says '$title: $message' and goes to the field", async ({ field: name, value, title, message }) => {
  const bookings = recordPosts('/booking-initiate', { bookingId: 'bk_1' });
  const { user } = await renderStep3();
  await user.clear(field(name));
  if (value) await user.type(field(name), value);
  await acceptTermsAndComplete(user);
  expect(await findToast(title)).toHaveTextContent(message);
  expect(field(name)).toHaveFocus();
  expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(bookings).toEqual([]);
});

test("the terms must be accepted: 'You must accept the terms and conditions'", async () => {
  const bookings = recordPosts('/booking-initiate', { bookingId: 'bk_1' });
  const { user } = await renderStep3();
  await user.click(completeBooking());
  expect(await findToast('Data Required')).toHaveTextContent(STEP3_MESSAGES.termsRequired);
  expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toHaveFocus();
  expect(bookings).toEqual([]);
});

test('the terms and conditions open in a dialog with the venue terms', async () => {
  const { user } = await renderStep3();
  await user.click(screen.getByRole('button', { name: 'Read the Terms and Conditions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
  const terms = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
  expect(terms).toEqual(TERMS.booking);
  expect(dialog).toHaveTextContent('Please read these before booking your party at Test Play Centre.');
  expect(dialog).toHaveTextContent('A $100 non-refundable deposit is required to secure your booking.');
  expect(dialog).toHaveTextContent('parties of 8 or more attendees');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Read the Terms and Conditions' })).toHaveFocus());
});

test('Back returns to the food step', async () => {
  const { user } = await renderStep3();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Food & Add-ons' })).toHaveFocus();
});
