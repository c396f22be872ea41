import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aBooking } from '../../test/fixtures';
import { findToast, freshPageAfterEachTest, renderAt } from '../../test/render';
import { API, recordCalls, server, serveApiForEachTest, serveBooking } from '../../test/server';
import { findBookingSummary, valueIn } from '../../test/summary';

// Step 2 of the edit: the guest list beside the RSVPs received, the payment options the booking's
// status offers, and the terms.

serveApiForEachTest();
freshPageAfterEachTest();
afterEach(() => sessionStorage.clear());

async function openStep2(path = '/booking-edit/bk_1') {
  const rendered = await renderAt(path);
  await rendered.user.click(await screen.findByRole('button', { name: 'Continue to Step 2' }));
  await screen.findByRole('heading', { level: 2, name: 'Step 2: Add Guest RSVP' });
  return rendered;
}

const guestList = () => screen.getByRole('list', { name: 'Guest list' });
const guest = (legend: string) => screen.getByRole('group', { name: legend });

test('the Guest of Honour comes first, named after the child, and cannot be removed; added guests can', async () => {
  const { user } = await openStep2();
  const honour = guest('Guest of Honour');
  expect(within(honour).getByLabelText('Name')).toHaveValue('Mia Nguyen');
  expect(within(honour).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add Guest' }));
  const second = guest('Guest 2');
  expect(within(second).getByLabelText('Name')).toHaveFocus();
  await user.keyboard('Sam Lee');
  await user.click(screen.getByRole('button', { name: 'Add Guest' }));
  expect(within(guestList()).getAllByRole('listitem')).toHaveLength(3);

  await user.click(within(second).getByRole('button', { name: 'Remove Guest 2' }));
  expect(within(guestList()).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Add Guest' })).toHaveFocus();
});

test('every guest field is optional: an edit with empty rows is saved with the rows that were filled in', async () => {
  const updates = recordCalls('put', '/bookings/:id', { bookingId: 'bk_1', status: 'confirmed', paymentOption: 'later' });
  const { user } = await openStep2();
  await user.clear(within(guest('Guest of Honour')).getByLabelText('Name'));
  await user.click(screen.getByRole('button', { name: 'Add Guest' }));
  await user.click(screen.getByRole('button', { name: 'Add Guest' }));
  await user.type(within(guest('Guest 3')).getByLabelText('Phone'), '0400 000 002');
  await user.click(screen.getByRole('radio', { name: /Pay on Event Day/ }));
  await user.click(screen.getByRole('button', { name: 'Update Booking' }));
  await screen.findByRole('heading', { level: 1, name: 'Thank You for Your Booking!' });
  expect(updates).toEqual([
    expect.objectContaining({
      guestNames: [
        { name: '', email: '', phone: '' },
        { name: '', email: '', phone: '0400 000 002' },
      ],
    }),
  ]);
});

test('the guest list never changes the number of kids: 14 booked stay 14 with 10 named, with blank rows, or with 16 named (decision 031)', async () => {
  const named = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Guest ${i + 1}`, email: '', phone: '' }));
  serveBooking(aBooking({ numberOfKids: 14, guestNames: named(10) }));
  const { user } = await openStep2();
  const summary = await findBookingSummary();
  expect(valueIn(summary, 'Number of kids')).toHaveTextContent('14');
  expect(screen.getByText(/Your guest list does not change the number of kids/)).toHaveTextContent('Your guest list does not change the number of kids: 14.');

  for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: 'Add Guest' }));
  expect(valueIn(summary, 'Number of kids')).toHaveTextContent('14');
  for (let i = 11; i <= 16; i++) await user.type(within(guest(`Guest ${i}`)).getByLabelText('Name'), `K${i}`);
  expect(valueIn(summary, 'Number of kids')).toHaveTextContent('14');
  // Per-child add-ons count the larger of the guests and the kids (SPEC.md §9).
  expect(valueIn(summary, 'Lolly Bags (16 kids × $5.00)')).toHaveTextContent('$80.00');

  // The parent changes the number where it is: step 1, its field in focus.
  await user.click(screen.getByRole('button', { name: 'Change the number of kids' }));
  const kids = await screen.findByRole('spinbutton', { name: 'Number of kids' });
  await waitFor(() => expect(kids).toHaveFocus());
  expect(screen.getByText('16 named on your guest list, 2 coming by RSVP.')).toBeInTheDocument();
});

test("each family's answer is shown beside the guest list with the totals: the kids coming with their allergies, or can't come", async () => {
  await openStep2();
  const rsvps = await screen.findByRole('region', { name: 'RSVPs received (2)' });
  const totals = within(rsvps).getByLabelText('RSVP totals');
  const total = (label: string) => within(totals).getByText(label).nextElementSibling;
  expect(total('Families coming')).toHaveTextContent('1');
  expect(total('Kids coming')).toHaveTextContent('2');
  expect(total("Can't come")).toHaveTextContent('1');

  const answerOf = (name: string) => within(rsvps).getByText(name).closest('li') as HTMLElement;
  const [sam, noah] = [answerOf('Sam Lee'), answerOf('Noah Brown')];
  expect(sam).toHaveTextContent('Sam LeeComing: 2 kids');
  expect(within(sam).getByRole('list', { name: 'Kids coming with Sam Lee' })).toHaveTextContent('Ava · Allergies: PeanutsLeo');
  expect(sam).toHaveTextContent('sam@example.com · 0400000001');
  expect(noah).toHaveTextContent("Noah BrownCan't come");
  // Nothing to add for a family who can't come.
  expect(within(noah).queryByRole('button')).not.toBeInTheDocument();
});

test("one click adds a family's kids to the guest list, each with the family's email and phone; a kid already on it is not added twice", async () => {
  serveBooking(aBooking({ guestNames: [{ name: 'Mia Nguyen', email: '', phone: '' }, { name: 'leo', email: '', phone: '' }] }));
  const { user } = await openStep2();
  const rsvps = await screen.findByRole('region', { name: 'RSVPs received (2)' });
  await user.click(within(rsvps).getByRole('button', { name: /^Add 1 kid to guest list.*Sam Lee$/ }));
  const added = guest('Guest 3');
  expect(within(added).getByLabelText('Name')).toHaveValue('Ava');
  expect(within(added).getByLabelText('Email')).toHaveValue('sam@example.com');
  expect(within(added).getByLabelText('Phone')).toHaveValue('0400000001');
  expect(within(guestList()).getAllByRole('listitem')).toHaveLength(3);
  expect(within(rsvps).getByText('✓ On your guest list')).toBeInTheDocument();
  expect(within(rsvps).queryByRole('button', { name: /to guest list/ })).not.toBeInTheDocument();
});

test('without RSVPs yet it says where to share the invitation', async () => {
  server.use(http.get(`${API}/bookings/:id/rsvps`, () => HttpResponse.json({ answers: [], totals: { familiesComing: 0, kidsComing: 0, cantCome: 0 } })));
  await openStep2();
  const rsvps = screen.getByRole('region', { name: 'RSVPs received' });
  expect(await within(rsvps).findByText(/No RSVPs yet/)).toBeInTheDocument();
  expect(within(rsvps).getByRole('link', { name: 'booking confirmation' })).toHaveAttribute('href', '/booking-success/bk_1');
});

const optionNames = () =>
  within(screen.getByRole('group', { name: 'Payment Options' }))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));

test.each([
  { status: 'pending', options: ['deposit', 'full'] },
  { status: 'confirmed', options: ['full', 'later'] },
] as const)('a $status booking offers the payment options $options', async ({ status, options }) => {
  serveBooking(aBooking({ status }));
  await openStep2();
  expect(optionNames()).toEqual(options);
  const labels = { deposit: 'Pay Party Deposit', full: 'Pay Full Amount', later: 'Pay on Event Day' };
  for (const option of options) expect(screen.getByRole('radio', { name: new RegExp(labels[option]) })).toBeInTheDocument();
});

test('the terms box starts ticked; the terms and cancellation policy opens in a dialog that Escape closes', async () => {
  const { user } = await openStep2();
  expect(screen.getByRole('checkbox', { name: 'I accept the terms and cancellation policy' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Read the terms and cancellation policy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Terms and Cancellation Policy' });
  expect(dialog).toHaveTextContent('9 or more');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Read the terms and cancellation policy' })).toHaveFocus());
});

test("Update Booking without the terms says 'You must accept the terms and conditions' and saves nothing", async () => {
  const updates = recordCalls('put', '/bookings/:id', { bookingId: 'bk_1', status: 'confirmed', paymentOption: 'later' });
  const { user } = await openStep2();
  await user.click(screen.getByRole('radio', { name: /Pay on Event Day/ }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and cancellation policy' }));
  await user.click(screen.getByRole('button', { name: 'Update Booking' }));
  expect(await findToast('Data Required')).toHaveTextContent('You must accept the terms and conditions');
  expect(screen.getByRole('checkbox', { name: 'I accept the terms and cancellation policy' })).toHaveAccessibleDescription(
    'You must accept the terms and conditions',
  );
  expect(updates).toEqual([]);
});

test("Update Booking without a payment option says 'Please Select Payment Type'", async () => {
  const updates = recordCalls('put', '/bookings/:id', { bookingId: 'bk_1', status: 'confirmed', paymentOption: 'later' });
  // The booking was paid by deposit, which a confirmed booking no longer offers: nothing is chosen.
  const { user } = await openStep2();
  expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Update Booking' }));
  expect(await findToast('Payment Type')).toHaveTextContent('Please Select Payment Type');
  expect(updates).toEqual([]);
});
