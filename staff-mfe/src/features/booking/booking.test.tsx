import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aBooking } from '../../test/fixtures';
import { findToast, freshVisitForEachTest, renderAt } from '../../test/render';
import { API, recordCalls, recordGets, serve, server, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();

const card = (title: string) => screen.getByRole('region', { name: title });
const paidInFull = () =>
  aBooking({
    money: { ...aBooking().money!, paid: 400, due: 0, records: [...aBooking().money!.records, { at: '2031-07-12T03:10:00.000Z', kind: 'balance', method: 'card', amount: 300, provider: 'counter', reference: '', note: '', by: 'Frankie Desk' }] },
  });

test('everything of one booking: the order, the customer, the money with every payment, RSVPs, emails, notes and history', async () => {
  await renderAt('/bookings/JJ1004');
  expect(await screen.findByRole('heading', { level: 1, name: "JJ1004: Leo's party" })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Saturday 12 July 2031' })).toHaveAttribute('href', '/day/2031-07-12');
  expect(card('Order')).toHaveTextContent('ChildLeo Brown, turning 8');
  expect(card('Customer')).toHaveTextContent('NameJo Brown');
  expect(card('Order')).toHaveTextContent("Kids' food2 × Pizza");
  expect(within(card('Customer')).getByRole('link', { name: 'jo@example.com' })).toHaveAttribute('href', 'mailto:jo@example.com');
  const money = card('Money');
  expect(within(money).getByText('$300.00 due on the day')).toBeInTheDocument();
  expect(within(money).getByRole('table', { name: 'Payments and refunds' })).toHaveTextContent('Deposit, Online$100.00test cs_test_1');
  expect(card('RSVPs')).toHaveTextContent('1 kid coming from 1 family; 0 can\'t come.');
  expect(card('RSVPs')).toHaveTextContent('Zoe ⚠ Allergies: Gluten');
  expect(card('Emails')).toHaveTextContent('Your party is booked');
  expect(card('Emails')).toHaveTextContent('Waiting to send');
  expect(card('Staff notes')).toHaveTextContent('No notes yet.');
  expect(card('History')).toHaveTextContent('Jo Brown (customer)Paid online');
  expect(card('History')).toHaveTextContent(/paid: \$0\.00 →\s*changed to \$100\.00/);
});

test('Take payment: the amount starts at what is due, Card or Cash is chosen, and a double tap records one payment', async () => {
  const payments = recordCalls('post', '/bookings/:reference/payments', (body) => {
    serve('/bookings/:reference', paidInFull());
    return { reference: 'JJ1004', alreadyRecorded: false, amount: 300, method: (body as { method: string }).method, money: { finalPrice: 400, paid: 400, due: 0, owedBack: 0, holdUntil: null } };
  });
  const { user } = await renderAt('/bookings/JJ1004');
  await user.click(await screen.findByRole('button', { name: 'Take payment' }));
  const form = screen.getByRole('form', { name: 'Take payment' });
  expect(within(form).getByLabelText(/^Amount/)).toHaveValue('300.00');
  expect(within(form).getByLabelText(/^Amount/)).toHaveFocus();

  await user.click(within(form).getByRole('button', { name: 'Record payment' }));
  expect(await within(form).findByText('Choose Card or Cash')).toBeInTheDocument();
  expect(payments).toEqual([]);

  await user.click(within(form).getByRole('radio', { name: 'Card' }));
  await user.dblClick(within(form).getByRole('button', { name: 'Record payment' }));
  expect(await findToast('Payment recorded')).toHaveTextContent('$300.00 by card on JJ1004. Nothing is left to pay.');
  expect(await within(card('Money')).findByText('Paid in full')).toBeInTheDocument();
  expect(payments).toHaveLength(1);
  expect(payments[0]).toEqual({ amount: 300, method: 'card', requestId: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) });
  expect(screen.queryByRole('button', { name: 'Take payment' })).not.toBeInTheDocument();
});

test('a retry after a lost answer sends the same request id: the API records it once', async () => {
  let calls = 0;
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/bookings/:reference/payments`, async ({ request }) => {
      bodies.push(await request.json());
      calls += 1;
      return calls === 1
        ? HttpResponse.error()
        : HttpResponse.json({ reference: 'JJ1004', alreadyRecorded: true, amount: 50, method: 'cash', money: { finalPrice: 400, paid: 150, due: 250, owedBack: 0, holdUntil: null } });
    }),
  );
  const { user } = await renderAt('/bookings/JJ1004');
  await user.click(await screen.findByRole('button', { name: 'Take payment' }));
  const form = screen.getByRole('form', { name: 'Take payment' });
  await user.clear(within(form).getByLabelText(/^Amount/));
  await user.type(within(form).getByLabelText(/^Amount/), '$50');
  await user.click(within(form).getByRole('radio', { name: 'Cash' }));
  await user.click(within(form).getByRole('button', { name: 'Record payment' }));
  expect(await within(form).findByText(/The payment was not recorded/)).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Record payment' }));
  expect(await findToast('Payment recorded')).toHaveTextContent('$50.00 by cash on JJ1004. $250.00 is still due.');
  expect(bodies).toHaveLength(2);
  expect((bodies[1] as { requestId: string }).requestId).toBe((bodies[0] as { requestId: string }).requestId);
});

test('more than is due is refused before it is sent; the API’s refusal is told in its words', async () => {
  const payments = recordCalls('post', '/bookings/:reference/payments', { code: 'nothing-due', message: 'The booking is paid in full.' }, 409);
  const { user } = await renderAt('/bookings/JJ1004');
  await user.click(await screen.findByRole('button', { name: 'Take payment' }));
  const form = screen.getByRole('form', { name: 'Take payment' });
  const amount = within(form).getByLabelText(/^Amount/);
  await user.clear(amount);
  await user.type(amount, '300.01');
  await user.click(within(form).getByRole('radio', { name: 'Cash' }));
  await user.click(within(form).getByRole('button', { name: 'Record payment' }));
  expect(await within(form).findByText('At most $300.00 is due')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, 'ten');
  await user.click(within(form).getByRole('button', { name: 'Record payment' }));
  expect(await within(form).findByText('Must be an amount in dollars')).toBeInTheDocument();
  expect(payments).toEqual([]);

  await user.clear(amount);
  await user.type(amount, '300');
  await user.click(within(form).getByRole('button', { name: 'Record payment' }));
  expect(await within(form).findByText('The booking is paid in full.')).toBeInTheDocument();
});

test('Mark arrived and No-show, and Undo, on the booking’s page', async () => {
  const marks = recordCalls('put', '/bookings/:reference/arrival', {});
  const { user } = await renderAt('/bookings/JJ1004');
  await screen.findByRole('heading', { level: 1, name: "JJ1004: Leo's party" });
  serve('/bookings/:reference', aBooking({ arrival: { state: 'no-show', at: '2031-07-12T03:30:00.000Z', by: 'Frankie Desk' } }));
  await user.click(within(card('On the day')).getByRole('button', { name: "Mark no-show: Leo's party" }));
  expect(await within(card('On the day')).findByText('No-show, marked 1:30 PM by Frankie Desk')).toBeInTheDocument();
  serve('/bookings/:reference', aBooking());
  await user.click(within(card('On the day')).getByRole('button', { name: "Undo: Leo's party back to expected" }));
  expect(await within(card('On the day')).findByRole('button', { name: "Mark arrived: Leo's party" })).toBeInTheDocument();
  expect(marks).toEqual([{ state: 'no-show' }, { state: 'expected' }]);
});

test('Add note: the note is saved and shown; an empty one is refused', async () => {
  const notes = recordCalls('post', '/bookings/:reference/notes', {});
  const { user } = await renderAt('/bookings/JJ1004');
  const section = await screen.findByRole('region', { name: 'Staff notes' });
  await user.click(within(section).getByRole('button', { name: 'Add note' }));
  expect(await within(section).findByText('Write the note')).toBeInTheDocument();
  serve('/bookings/:reference', aBooking({ notes: [{ id: 'n9', at: '2031-07-12T00:10:00.000Z', by: 'Frankie Desk', text: 'Grandma uses a wheelchair 🎂' }] }));
  await user.type(within(section).getByLabelText(/^New note/), 'Grandma uses a wheelchair 🎂');
  await user.click(within(section).getByRole('button', { name: 'Add note' }));
  expect(await within(section).findByText('Grandma uses a wheelchair 🎂')).toBeInTheDocument();
  expect(within(section).getByLabelText(/^New note/)).toHaveValue('');
  expect(notes).toEqual([{ text: 'Grandma uses a wheelchair 🎂' }]);
});

test('a role without money or contacts sees neither, nor the buttons it may not use', async () => {
  signedInAs('front-desk');
  serve('/bookings/:reference', { ...aBooking(), money: undefined, customer: undefined });
  await renderAt('/bookings/JJ1004');
  await screen.findByRole('heading', { level: 1, name: "JJ1004: Leo's party" });
  expect(screen.queryByRole('region', { name: 'Money' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Customer' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Take payment' })).not.toBeInTheDocument();
});

test('a canceled booking says why, and offers neither payment nor arrival', async () => {
  serve('/bookings/:reference', aBooking({ status: 'canceled', canceledReason: 'hold-expired', money: { ...aBooking().money!, due: 0 } }));
  await renderAt('/bookings/JJ1004');
  expect(await screen.findByText('Canceled because it was not paid in time.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Take payment' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Mark arrived/ })).not.toBeInTheDocument();
});

test('a reference nobody has is told; an address that is no reference is not asked of the API', async () => {
  serve('/bookings/:reference', { code: 'booking-not-found', message: 'No booking' }, 404);
  const { unmount } = await renderAt('/bookings/JJ9999');
  expect(await screen.findByRole('heading', { level: 1, name: 'No booking JJ9999' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search the bookings' })).toHaveAttribute('href', '/bookings');
  unmount();

  const asked = recordGets('/api/staff/bookings/:reference');
  await renderAt('/bookings/%00%3Cscript%3E');
  expect(await screen.findByRole('heading', { level: 1, name: /^No booking / })).toBeInTheDocument();
  expect(asked).toEqual([]);
});

test('a reminder among the emails says which it is, above its subject (decision 065)', async () => {
  serve(
    '/bookings/:reference',
    aBooking({ emails: [...aBooking().emails, { at: '2031-07-05T00:00:00.000Z', to: 'jo@example.com', subject: "One week to go: Leo's party on Sat, July 12th, 2031", status: 'queued', name: 'Reminder to the parent, a week before' }] }),
  );
  await renderAt('/bookings/JJ1004');
  const row = (await screen.findByText("One week to go: Leo's party on Sat, July 12th, 2031")).closest('tr') as HTMLElement;
  expect(within(row).getByText('Reminder to the parent, a week before')).toBeInTheDocument();
  expect(row).toHaveTextContent('Waiting to send');
});
