import { screen, within } from '@testing-library/react';
import type { StaffBill } from '@party/domain';
import { aBill, aBooking } from '../../test/fixtures';
import { findToast, freshVisitForEachTest, renderAt } from '../../test/render';
import { recordCalls, serve, serveApiForEachTest } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();

// The final bill of a party on now (decision 064): the tests' now is 10 am, the party began at 9.

const started = () => aBooking({ startTime: '09:00', endTime: '11:00' });

const closedBill = (overrides: Partial<StaffBill> = {}) =>
  aBill({ closed: { at: '2031-07-12T00:05:00.000Z', by: 'Frankie Desk' }, notClosable: 'closed', money: { finalPrice: 430, paid: 100, due: 330, owedBack: 0, holdUntil: null }, ...overrides });

const billCard = () => screen.findByRole('region', { name: 'Final bill' });

beforeEach(() => serve('/bookings/:reference', started()));

test('the counts and the lines as they stand; Close the party shows the total added before it is confirmed', async () => {
  serve('/bookings/:reference/bill', aBill());
  const closes = recordCalls('post', '/bookings/:reference/bill', () => {
    serve('/bookings/:reference/bill', closedBill());
    return closedBill();
  });
  const { user } = await renderAt('/bookings/JJ1004');
  const card = await billCard();
  expect(await within(card).findByText('10 (2 not on the list)')).toBeInTheDocument();
  const table = within(card).getByRole('table', { name: 'The bill if closed now' });
  expect(table).toHaveTextContent('Children beyond those booked1 × $15.00$15.00');
  expect(table).toHaveTextContent('No-show fee1 × $15.00$15.00');
  expect(table).toHaveTextContent('Would add to the price$30.00');
  expect(within(card).queryByRole('button', { name: /^Waive/ })).not.toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Close the party' }));
  const dialog = await screen.findByRole('dialog', { name: 'Close the party JJ1004' });
  expect(dialog).toHaveTextContent('Closing adds $30.00 to the price.');
  expect(closes).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Yes, close and add $30.00' }));
  expect(await findToast('Party closed')).toHaveTextContent('$30.00 added to JJ1004. $330.00 is due.');
  expect(closes).toEqual([{ charged: 30 }]);
  expect(await within(card).findByText(/Closed by Frankie Desk/)).toBeInTheDocument();
  expect(within(card).getByText('Balance due').parentElement).toHaveTextContent('$330.00');
  expect(within(card).getByRole('table', { name: 'The bill as closed' })).toHaveTextContent('Added to the price$30.00');
});

test('a refusal of the close is told in its words, and the dialog stays', async () => {
  serve('/bookings/:reference/bill', aBill());
  recordCalls('post', '/bookings/:reference/bill', { code: 'bill-closed', message: 'The final bill of JJ1004 was closed already by Sam.' }, 409);
  const { user } = await renderAt('/bookings/JJ1004');
  await user.click(await within(await billCard()).findByRole('button', { name: 'Close the party' }));
  const dialog = await screen.findByRole('dialog', { name: 'Close the party JJ1004' });
  await user.click(within(dialog).getByRole('button', { name: 'Yes, close and add $30.00' }));
  expect(await within(dialog).findByText('The final bill of JJ1004 was closed already by Sam.')).toBeInTheDocument();
});

test('Waive needs a reason; the line then shows who waived it and why', async () => {
  serve('/bookings/:reference/bill', closedBill());
  const waives = recordCalls('post', '/bookings/:reference/bill/waive', (body) => {
    const waived = closedBill({
      lines: [aBill().lines[0], { ...aBill().lines[1], waived: { reason: (body as { reason: string }).reason, by: 'Frankie Desk', at: '2031-07-12T00:10:00.000Z' } }],
      charged: 15,
    });
    serve('/bookings/:reference/bill', waived);
    return waived;
  });
  const { user } = await renderAt('/bookings/JJ1004');
  const card = await billCard();
  await user.click(await within(card).findByRole('button', { name: 'Waive No-show fee' }));
  const dialog = await screen.findByRole('dialog', { name: 'Waive no-show fee' });
  await user.click(within(dialog).getByRole('button', { name: 'Waive $15.00' }));
  expect(await within(dialog).findByText('Say why the line is waived')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^Why is it waived/), '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Waive $15.00' }));
  expect(waives).toEqual([]);

  await user.type(within(dialog).getByLabelText(/^Why is it waived/), 'Sick child, parent called');
  await user.click(within(dialog).getByRole('button', { name: 'Waive $15.00' }));
  expect(await findToast('Line waived')).toHaveTextContent('No-show fee on JJ1004: $15.00 off the price.');
  expect(waives).toEqual([{ kind: 'no-show', reason: 'Sick child, parent called' }]);
  expect(await within(card).findByText(/by Frankie Desk: Sick child, parent called/)).toBeInTheDocument();
  expect(within(card).getByLabelText('$15.00, waived')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Waive No-show fee' })).not.toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Waive Children beyond those booked' })).toBeInTheDocument();
});

test('the balance: Take the balance opens the counter form at what is due; Email the pay link emails once however many taps', async () => {
  serve('/bookings/:reference/bill', closedBill());
  const links = recordCalls('post', '/bookings/:reference/pay-link', { reference: 'JJ1004', emailedTo: 'jo@example.com', due: 330, alreadySent: false });
  const { user } = await renderAt('/bookings/JJ1004');
  const card = await billCard();
  await user.dblClick(await within(card).findByRole('button', { name: 'Email the pay link' }));
  expect(await findToast('Pay link emailed')).toHaveTextContent('$330.00 asked of jo@example.com.');
  expect(links).toHaveLength(1);
  expect(links[0]).toEqual({ requestId: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) });
  expect(within(card).getByRole('button', { name: 'Pay link emailed' })).toBeDisabled();

  await user.click(within(card).getByRole('button', { name: 'Take the balance' }));
  expect(within(within(card).getByRole('form', { name: 'Take payment' })).getByLabelText(/^Amount/)).toHaveValue('330.00');
});

test('why a bill cannot be closed is said instead of the button', async () => {
  serve('/bookings/:reference/bill', aBill({ notClosable: 'JJ1004 was never paid for: it has no final bill.' }));
  await renderAt('/bookings/JJ1004');
  const card = await billCard();
  expect(await within(card).findByText('JJ1004 was never paid for: it has no final bill.')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Close the party' })).not.toBeInTheDocument();
});

test('before the party starts, no bill is asked for', async () => {
  serve('/bookings/:reference', aBooking());
  await renderAt('/bookings/JJ1004');
  await screen.findByRole('heading', { level: 1, name: "JJ1004: Leo's party" });
  expect(screen.queryByRole('region', { name: 'Final bill' })).not.toBeInTheDocument();
});

test('a child checked in meanwhile: the refusal says the new amount and the dialog shows the bill as it now is, to confirm again', async () => {
  serve('/bookings/:reference/bill', aBill());
  const changed = aBill({ counts: { ...aBill().counts, checkedIn: 11, checkedInWalkIns: 3 }, lines: [{ ...aBill().lines[0], quantity: 2, amount: 30 }, aBill().lines[1]], charged: 45 });
  const closes = recordCalls(
    'post',
    '/bookings/:reference/bill',
    () => {
      serve('/bookings/:reference/bill', changed);
      return { code: 'bill-changed', message: 'The bill of JJ1004 changed since it was shown: it now adds $45.00. Check it and close again.' };
    },
    409,
  );
  const { user } = await renderAt('/bookings/JJ1004');
  await user.click(await within(await billCard()).findByRole('button', { name: 'Close the party' }));
  const dialog = await screen.findByRole('dialog', { name: 'Close the party JJ1004' });
  await user.click(within(dialog).getByRole('button', { name: 'Yes, close and add $30.00' }));
  expect(await within(dialog).findByText(/it now adds \$45\.00/)).toBeInTheDocument();
  expect(await within(dialog).findByRole('button', { name: 'Yes, close and add $45.00' })).toBeInTheDocument();
  expect(closes).toEqual([{ charged: 30 }]);
});
