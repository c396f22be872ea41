import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffBooking, StaffMoneyRecord } from '@party/domain';
import { aBooking } from '../../test/fixtures';
import { findToast, freshVisitForEachTest, renderAt } from '../../test/render';
import { API, recordCalls, serve, server, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();
beforeEach(() => signedInAs('manager'));

const card = (title: string) => screen.getByRole('region', { name: title });
const deposit: StaffMoneyRecord = { at: '2031-07-01T02:05:00.000Z', kind: 'deposit', method: 'online', amount: 100, provider: 'stripe', reference: 'cs_test_1', note: '', by: null };
const cash: StaffMoneyRecord = { at: '2031-07-11T03:10:00.000Z', kind: 'balance', method: 'cash', amount: 300, provider: 'counter', reference: '', note: '', by: 'Frankie Desk' };

/** Paid $100 online and $300 in cash, then edited down: $260 owed back, of which $100 can go back to the card. */
function owingBack(records: StaffMoneyRecord[] = [deposit, cash], money: Partial<NonNullable<StaffBooking['money']>> = {}): StaffBooking {
  return aBooking({ money: { ...aBooking().money!, finalPrice: 140, paid: 400, due: 0, owedBack: 260, refundableOnline: 100, records, ...money } });
}

const sent = (refunds: Array<{ amount: number; status: string }>, more: Record<string, unknown> = {}) => ({
  reference: 'JJ1004',
  alreadySent: false,
  refunds: refunds.map((refund) => ({ provider: 'stripe', providerReference: 're_1', failure: '', ...refund })),
  notSentOnline: 0,
  amountOwedBack: 160,
  ...more,
});

test('Refund: the amount starts at what can go back to the card, a confirmation says what will happen, and a double tap sends one refund', async () => {
  serve('/bookings/:reference', owingBack());
  const refunds = recordCalls('post', '/bookings/:reference/provider-refunds', () => {
    serve('/bookings/:reference', owingBack([deposit, cash, { at: '2031-07-12T00:05:00.000Z', kind: 'refund', method: '', amount: 100, provider: 'stripe', reference: 're_1', note: 'Fewer kids', by: 'Max Manager', status: 'pending' }], { owedBack: 160, refundableOnline: 0, paid: 300 }));
    return sent([{ amount: 100, status: 'pending' }]);
  });
  const { user } = await renderAt('/bookings/JJ1004');
  await user.click(await within(await screen.findByRole('region', { name: 'Money' })).findByRole('button', { name: 'Refund' }));
  const form = screen.getByRole('form', { name: 'Refund' });
  const amount = within(form).getByLabelText(/^Amount/);
  expect(amount).toHaveValue('100.00');
  expect(amount).toHaveFocus();
  expect(amount).toHaveAccessibleDescription(/\$100\.00 can go back to the card online\. The other \$160\.00 owed back was paid at the counter: refund it in cash and record it\./);

  await user.clear(amount);
  await user.type(amount, '150');
  await user.click(within(form).getByRole('button', { name: 'Continue' }));
  expect(await within(form).findByText('At most $100.00 can go back online')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '100');
  await user.type(within(form).getByLabelText(/^Note/), 'Fewer kids');
  await user.keyboard('{Enter}');

  const confirmation = await within(form).findByText(/^Send \$100\.00 back to the card the customer paid JJ1004 with\?/);
  expect(confirmation).toHaveFocus();
  expect(refunds).toEqual([]);
  // Back keeps what was typed.
  await user.click(within(form).getByRole('button', { name: 'Back' }));
  expect(within(form).getByLabelText(/^Amount/)).toHaveValue('100');
  await user.click(within(form).getByRole('button', { name: 'Continue' }));
  await user.dblClick(await within(form).findByRole('button', { name: 'Send refund' }));

  expect(await findToast('Refund sent')).toHaveTextContent("$100.00 is on its way back to the customer's card (JJ1004). $160.00 is still owed back.");
  expect(refunds).toEqual([{ amount: 100, requestId: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), note: 'Fewer kids' }]);
  const records = await within(card('Money')).findByRole('table', { name: 'Payments and refunds' });
  expect(await within(records).findByText('Pending')).toBeInTheDocument();
  expect(records).toHaveTextContent('Refund by Max ManagerPending Sent; the provider has not settled it yet.Fewer kids−$100.00stripe re_1');
  expect(within(card('Money')).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
});

test('the provider did not take it: told in the API’s words, and Send refund again is a new request; a lost answer is sent again as the same request', async () => {
  serve('/bookings/:reference', owingBack());
  const bodies: Array<{ requestId: string }> = [];
  const answers = [
    () => HttpResponse.json({ code: 'payment-provider-unavailable', message: 'Stripe did not take the refund of $100.00, so nothing of it went back to the customer: it is still owed back on JJ1004. Try again in a moment.' }, { status: 502 }),
    () => HttpResponse.error(),
    () => HttpResponse.json(sent([{ amount: 100, status: 'pending' }])),
  ];
  server.use(
    http.post(`${API}/bookings/:reference/provider-refunds`, async ({ request }) => {
      bodies.push((await request.json()) as { requestId: string });
      return answers[bodies.length - 1]();
    }),
  );
  const { user } = await renderAt('/bookings/JJ1004');
  await user.click(await screen.findByRole('button', { name: 'Refund' }));
  const form = screen.getByRole('form', { name: 'Refund' });
  await user.click(within(form).getByRole('button', { name: 'Continue' }));
  await user.click(await within(form).findByRole('button', { name: 'Send refund' }));
  expect(await within(form).findByText(/^Stripe did not take the refund of \$100\.00/)).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Send refund' }));
  expect(await within(form).findByText(/it is not known whether the refund was sent\. Send it again: it is sent once\./)).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Send refund' }));
  expect(await findToast('Refund sent')).toBeInTheDocument();
  expect(bodies).toHaveLength(3);
  expect(bodies[1].requestId).not.toBe(bodies[0].requestId);
  expect(bodies[2].requestId).toBe(bodies[1].requestId);
});

test('a failed refund is shown failed, with why, and is not taken off; Refund is offered again', async () => {
  const failed: StaffMoneyRecord = { at: '2031-07-12T00:05:00.000Z', kind: 'refund', method: '', amount: 100, provider: 'stripe', reference: 're_1', note: '', by: 'Max Manager', status: 'failed', failure: 'the card has expired or was canceled' };
  const settled: StaffMoneyRecord = { ...failed, at: '2031-07-12T00:06:00.000Z', status: 'succeeded', amount: 20, reference: 're_2' };
  serve('/bookings/:reference', owingBack([deposit, cash, failed, settled], { refundableOnline: 80, owedBack: 240 }));
  await renderAt('/bookings/JJ1004');
  const records = await within(await screen.findByRole('region', { name: 'Money' })).findByRole('table', { name: 'Payments and refunds' });
  const rows = within(records).getAllByRole('row');
  expect(rows[3]).toHaveTextContent('Failed The card has expired or was canceled. Nothing went back: it is still owed back.');
  expect(within(rows[3]).getByRole('cell', { name: '$100.00' })).toBeInTheDocument();
  expect(rows[4]).toHaveTextContent('Refunded');
  expect(within(rows[4]).getByRole('cell', { name: '−$20.00' })).toBeInTheDocument();
  expect(within(card('Money')).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
});

test('Refund is for managers and owners, and only while something can go back to the card', async () => {
  signedInAs('front-desk');
  serve('/bookings/:reference', owingBack());
  const { unmount } = await renderAt('/bookings/JJ1004');
  await screen.findByRole('region', { name: 'Money' });
  expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  unmount();

  signedInAs('owner');
  serve('/bookings/:reference', owingBack([cash], { refundableOnline: 0 }));
  await renderAt('/bookings/JJ1004');
  await screen.findByRole('region', { name: 'Money' });
  expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
});
