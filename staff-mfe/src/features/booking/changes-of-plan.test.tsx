import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BOOKING_CLASH_MESSAGES, CHANGE_OF_PLAN_MESSAGES, cancellationKeptWords, moveFeeWords, type CancelQuote, type MoveOptions, type MoveQuote, type StaffRole } from '@party/domain';
import { aBill, aBooking, TODAY } from '../../test/fixtures';
import { findToast, freshVisitForEachTest, renderAt, type User } from '../../test/render';
import { API, recordCalls, serve, server, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();

// Move and Cancel on a booking's page (decision 052): JJ1004, Leo's party today at 1 pm in the
// Jungle Room, its $100 deposit paid of $400; the clock at 10 am.

const NEW_DAY = '2031-07-19';
const room = (id: string, name: string, isAvailable: boolean) => ({ id, name, imageUrl: `/api/images/rooms/${id}.svg`, maxCapacity: 20, isAvailable });

/** A day's move options: 10 am full, 1 pm with the Ocean Room free (unless taken). */
function optionsOf(date: string, { oceanFree = true } = {}): MoveOptions {
  return {
    date,
    kind: 'party',
    current: { date: TODAY, startTime: '13:00' },
    slots: [
      { time: '10:00', isAvailable: false, rooms: [room('jungle', 'Jungle Room', false), room('ocean', 'Ocean Room', false)] },
      { time: '13:00', isAvailable: oceanFree, rooms: [room('jungle', 'Jungle Room', date === TODAY), room('ocean', 'Ocean Room', oceanFree)] },
    ],
  };
}

/** Answers the move options of each date asked, and counts the asks. */
function serveOptions(answer: (date: string, call: number) => MoveOptions = (date) => optionsOf(date)) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/bookings/:reference/move-options`, ({ request }) => {
      const date = new URL(request.url).searchParams.get('date')!;
      asked.push(date);
      return HttpResponse.json(answer(date, asked.length));
    }),
  );
  return asked;
}

const moveQuote = (fee: number, overrides: Partial<MoveQuote> = {}): MoveQuote => ({
  reference: 'JJ1004',
  from: { date: TODAY, startTime: '13:00', endTime: '15:00', room: 'Jungle Room' },
  to: { date: NEW_DAY, startTime: '13:00', endTime: '15:00', room: 'Ocean Room' },
  fee,
  feeReason: fee > 0 ? 'within-two-weeks' : 'free',
  feeWords: moveFeeWords(fee > 0 ? 'within-two-weeks' : 'free'),
  finalPrice: 400 + fee,
  totalPaidAmount: 100,
  remainingAmount: 300 + fee,
  amountOwedBack: 0,
  moved: false,
  ...overrides,
});

/** JJ1004 as the page reads it once moved to the 19th, $100 on its bill, by the front desk. */
const moved = () =>
  aBooking({
    date: NEW_DAY,
    party: { ...aBooking().party!, room: 'Ocean Room' },
    money: { ...aBooking().money!, finalPrice: 500, due: 400, fees: [{ kind: 'rebooking', label: 'Rebooking fee (moved from Sat, July 12th, 2031)', amount: 100, at: '2031-07-12T00:00:00.000Z' }] },
    history: [
      ...aBooking().history,
      {
        id: '8',
        at: '2031-07-12T00:00:00.000Z',
        actor: { kind: 'staff', name: 'Frankie Desk' },
        action: 'booking.move',
        target: { kind: 'booking', reference: 'JJ1004' },
        before: { date: TODAY, room: 'Jungle Room' },
        after: { date: NEW_DAY, room: 'Ocean Room', feeCents: 10000 },
      },
    ],
  });

/** Opens Move, goes to the 19th and chooses 1 pm in the Ocean Room. */
async function chooseTheNineteenth(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Move' }));
  const move = await screen.findByRole('dialog', { name: 'Move JJ1004' });
  const date = within(move).getByLabelText(/^Date/);
  await user.clear(date);
  await user.type(date, NEW_DAY);
  await user.click(await within(move).findByRole('radio', { name: '1:00 PM - 3:00 PM' }));
  await user.click(within(move).getByRole('radio', { name: /^Ocean Room/ }));
  return move;
}

test('Move: a day, a time and a room as offered; Quote shows the fee and why, from and to, the new price and what is due; Confirm move sends the fee shown, and the page shows the move', async () => {
  const asked = serveOptions();
  const quotes = recordCalls('post', '/bookings/:reference/move/quote', moveQuote(100));
  const moves = recordCalls('post', '/bookings/:reference/move', () => {
    serve('/bookings/:reference', moved());
    return { ...moveQuote(100), moved: true };
  });
  const { user } = await renderAt('/bookings/JJ1004');
  const move = await chooseTheNineteenth(user);
  expect(asked).toEqual([TODAY, NEW_DAY]);
  expect(within(move).getByRole('radio', { name: '10:00 AM - 12:00 PM' })).toBeDisabled();

  await user.click(within(move).getByRole('button', { name: 'Quote' }));
  const heading = await within(move).findByRole('heading', { name: 'Rebooking fee $100.00' });
  expect(heading).toHaveFocus();
  expect(quotes).toEqual([{ date: NEW_DAY, startTime: '13:00', roomId: 'ocean' }]);
  expect(move).toHaveTextContent(moveFeeWords('within-two-weeks'));
  expect(move).toHaveTextContent('FromSat 12 Jul 2031, 1:00 PM - 3:00 PM, Jungle Room');
  expect(move).toHaveTextContent('ToSat 19 Jul 2031, 1:00 PM - 3:00 PM, Ocean Room');
  expect(move).toHaveTextContent('New price$500.00');
  expect(move).toHaveTextContent('Due once moved$400.00');
  expect(moves).toEqual([]);

  await user.click(within(move).getByRole('button', { name: 'Confirm move' }));
  expect(await findToast('Booking moved')).toHaveTextContent('JJ1004 is now on Sat 19 Jul 2031, 1:00 PM - 3:00 PM, Ocean Room. The $100.00 rebooking fee is on its bill.');
  expect(moves).toEqual([{ date: NEW_DAY, startTime: '13:00', roomId: 'ocean', fee: 100 }]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Saturday 19 July 2031' })).toHaveAttribute('href', `/day/${NEW_DAY}`);
  expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('Saturday 19 July 2031, 1:00 PM - 3:00 PM, Ocean Room');
  expect(screen.getByRole('region', { name: 'Money' })).toHaveTextContent('Rebooking fee (moved from Sat, July 12th, 2031)$100.00');
  expect(screen.getByRole('region', { name: 'History' }).querySelector('tbody tr')).toHaveTextContent('Frankie Desk (staff)Moved the booking');
  expect(screen.getByRole('button', { name: 'Move' })).toHaveFocus();
});

test('Quote without a time or a room says what is missing at its field, and asks nothing', async () => {
  serveOptions();
  const quotes = recordCalls('post', '/bookings/:reference/move/quote', moveQuote(0));
  const { user } = await renderAt('/bookings/JJ1004');
  await user.click(await screen.findByRole('button', { name: 'Move' }));
  const move = await screen.findByRole('dialog', { name: 'Move JJ1004' });
  await within(move).findByRole('group', { name: 'Start time' });
  // Its own room at its own time is not offered again; another room then is.
  await user.click(within(move).getByRole('radio', { name: '1:00 PM - 3:00 PM' }));
  expect(within(move).getByRole('radio', { name: /^Jungle Room/ })).toBeDisabled();
  expect(within(move).getByRole('group', { name: /^Room at/ })).toHaveTextContent('Jungle RoomUp to 20 kids · Its room nowOcean RoomUp to 20 kids · Free');
  await user.click(within(move).getByRole('button', { name: 'Quote' }));
  expect(await within(move).findByText(CHANGE_OF_PLAN_MESSAGES.roomRequired)).toBeInTheDocument();
  expect(quotes).toEqual([]);
});

test('a fee changed since the quote (midnight passed): the new quote is shown, and confirming again sends the new fee', async () => {
  serveOptions();
  recordCalls('post', '/bookings/:reference/move/quote', (_body, call) => moveQuote(call === 1 ? 0 : 100));
  const moves: unknown[] = [];
  server.use(
    http.post(`${API}/bookings/:reference/move`, async ({ request }) => {
      const body = (await request.json()) as { fee: number };
      moves.push(body);
      return body.fee === 0
        ? HttpResponse.json({ code: 'move-fee-changed', message: `${CHANGE_OF_PLAN_MESSAGES.feeChanged} ${moveFeeWords('within-two-weeks')}` }, { status: 409 })
        : HttpResponse.json({ ...moveQuote(100), moved: true });
    }),
  );
  const { user } = await renderAt('/bookings/JJ1004');
  const move = await chooseTheNineteenth(user);
  await user.click(within(move).getByRole('button', { name: 'Quote' }));
  expect(await within(move).findByRole('heading', { name: 'No rebooking fee' })).toBeInTheDocument();
  await user.click(within(move).getByRole('button', { name: 'Confirm move' }));

  expect(await within(move).findByRole('heading', { name: 'Rebooking fee $100.00' })).toHaveFocus();
  expect(within(move).getByRole('alert')).toHaveTextContent(CHANGE_OF_PLAN_MESSAGES.feeChanged);
  expect(move).toHaveTextContent('Due once moved$400.00');
  await user.click(within(move).getByRole('button', { name: 'Confirm move' }));
  expect(await findToast('Booking moved')).toBeInTheDocument();
  expect(moves.map((body) => (body as { fee: number }).fee)).toEqual([0, 100]);
});

test('a room taken by another booking meanwhile: told so, the day read afresh, and the room chosen again', async () => {
  const asked = serveOptions((date, call) => optionsOf(date, { oceanFree: call <= 2 }));
  recordCalls('post', '/bookings/:reference/move/quote', moveQuote(100));
  const moves = recordCalls('post', '/bookings/:reference/move', { code: 'room-taken', message: BOOKING_CLASH_MESSAGES.roomTaken }, 409);
  const { user } = await renderAt('/bookings/JJ1004');
  const move = await chooseTheNineteenth(user);
  await user.click(within(move).getByRole('button', { name: 'Quote' }));
  await user.click(await within(move).findByRole('button', { name: 'Confirm move' }));

  expect(await within(move).findByRole('alert')).toHaveTextContent(BOOKING_CLASH_MESSAGES.roomTaken);
  const rooms = await within(move).findByRole('group', { name: 'Room at 1:00 PM - 3:00 PM' });
  expect(within(move).getByRole('radio', { name: '1:00 PM - 3:00 PM' })).toBeChecked();
  expect(within(rooms).getByRole('radio', { name: /^Ocean Room/ })).toBeDisabled();
  expect(within(rooms).getByRole('radio', { name: /^Ocean Room/ })).not.toBeChecked();
  expect(asked.length).toBeGreaterThanOrEqual(3);
  expect(asked.at(-1)).toBe(NEW_DAY);
  expect(moves).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Quote' })).toBeInTheDocument();
});

test('a move refused because the booking has been canceled meanwhile is told in the API’s words, and goes no further', async () => {
  serveOptions();
  recordCalls('post', '/bookings/:reference/move/quote', { code: 'booking-canceled', message: BOOKING_CLASH_MESSAGES.canceled }, 409);
  const { user } = await renderAt('/bookings/JJ1004');
  const move = await chooseTheNineteenth(user);
  await user.click(within(move).getByRole('button', { name: 'Quote' }));
  expect(await within(move).findByRole('alert')).toHaveTextContent(BOOKING_CLASH_MESSAGES.canceled);
  expect(within(move).queryByRole('button', { name: 'Quote' })).not.toBeInTheDocument();
  await user.click(within(move).getByRole('button', { name: 'Back to the booking' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

const cancelQuote = (refund: number, paid = 100): CancelQuote => ({
  reference: 'JJ1004',
  totalPaidAmount: paid,
  kept: { deposit: 100, fees: 0, platters: 0, total: 100 },
  refund,
  keptWords: cancellationKeptWords({ depositCents: 10000, feesCents: 0, plattersCents: 0 }, 'customer', refund),
  canceled: false,
});

const canceled = () =>
  aBooking({
    status: 'canceled',
    canceledReason: 'customer-canceled',
    money: { ...aBooking().money!, paid: 400, due: 0, owedBack: 300, kept: 100 },
  });

test('Cancel: who asked and why are required; the quote follows who asked; Yes, cancel sends the refund shown, and the page says canceled, why, and what is owed back', async () => {
  signedInAs('manager');
  serve('/bookings/:reference', aBooking({ money: { ...aBooking().money!, paid: 400, due: 0 } }));
  const quotes = recordCalls('post', '/bookings/:reference/cancel/quote', (body) =>
    (body as { by: string }).by === 'venue'
      ? { ...cancelQuote(400, 400), kept: { deposit: 0, fees: 0, platters: 0, total: 0 }, keptWords: cancellationKeptWords({ depositCents: 0, feesCents: 0, plattersCents: 0 }, 'venue', 400) }
      : cancelQuote(300, 400),
  );
  const cancels = recordCalls('post', '/bookings/:reference/cancel', () => {
    serve('/bookings/:reference', canceled());
    return { ...cancelQuote(300, 400), canceled: true, refundSent: { online: 250, byHand: 50, pending: true } };
  });
  const { user } = await renderAt('/bookings/JJ1004');
  await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const cancel = await screen.findByRole('dialog', { name: 'Cancel booking JJ1004' });
  await user.click(within(cancel).getByRole('button', { name: 'Yes, cancel' }));
  expect(within(cancel).getByText(CHANGE_OF_PLAN_MESSAGES.byRequired)).toBeInTheDocument();
  expect(within(cancel).getByText(CHANGE_OF_PLAN_MESSAGES.reasonRequired)).toBeInTheDocument();
  expect(cancels).toEqual([]);

  await user.click(within(cancel).getByRole('radio', { name: /^The venue/ }));
  expect(await within(cancel).findByRole('heading', { name: 'Refund $400.00' })).toBeInTheDocument();
  expect(cancel).toHaveTextContent('The venue is canceling: everything paid is refunded.');
  await user.click(within(cancel).getByRole('radio', { name: /^The customer/ }));
  expect(await within(cancel).findByRole('heading', { name: 'Refund $300.00' })).toBeInTheDocument();
  expect(cancel).toHaveTextContent('The venue keeps the $100.00 non-refundable deposit; the rest of what was paid is refunded.');
  expect(cancel).toHaveTextContent('Deposit kept$100.00');
  expect(cancel).toHaveTextContent('Owed back to the customer$300.00');
  expect(quotes).toEqual([{ by: 'venue' }, { by: 'customer' }]);

  await user.type(within(cancel).getByLabelText(/^Reason/), 'Leo has chickenpox');
  await user.click(within(cancel).getByRole('button', { name: 'Yes, cancel' }));
  expect(await findToast('Booking canceled')).toHaveTextContent(
    "JJ1004 is canceled and its time is free again. $250.00 went back to the customer's card through the payment provider (pending until the provider settles it). $50.00 is still owed back: refund it by hand and record it with Record refund.",
  );
  expect(cancels).toEqual([{ by: 'customer', reason: 'Leo has chickenpox', refund: 300 }]);

  const status = await screen.findByText('Canceled because the customer asked to cancel it.');
  expect(status.closest('p')).toHaveFocus();
  const money = screen.getByRole('region', { name: 'Money' });
  expect(money).toHaveTextContent('Kept under the terms$100.00');
  expect(money).toHaveTextContent('Owed back$300.00');
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
});

test('a payment that arrived since the quote changes the refund: the new quote is shown, the reason kept, and Yes, cancel sends the new refund', async () => {
  signedInAs('owner');
  recordCalls('post', '/bookings/:reference/cancel/quote', (_body, call) => (call === 1 ? cancelQuote(0) : cancelQuote(300, 400)));
  const cancels: unknown[] = [];
  server.use(
    http.post(`${API}/bookings/:reference/cancel`, async ({ request }) => {
      const body = (await request.json()) as { refund: number };
      cancels.push(body);
      return body.refund === 0
        ? HttpResponse.json({ code: 'refund-changed', message: CHANGE_OF_PLAN_MESSAGES.refundChanged }, { status: 409 })
        : HttpResponse.json({ ...cancelQuote(300, 400), canceled: true });
    }),
  );
  const { user } = await renderAt('/bookings/JJ1004');
  await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const cancel = await screen.findByRole('dialog', { name: 'Cancel booking JJ1004' });
  await user.click(within(cancel).getByRole('radio', { name: /^The customer/ }));
  expect(await within(cancel).findByRole('heading', { name: 'Nothing to refund' })).toBeInTheDocument();
  await user.type(within(cancel).getByLabelText(/^Reason/), 'Moving interstate');
  await user.click(within(cancel).getByRole('button', { name: 'Yes, cancel' }));

  expect(await within(cancel).findByRole('heading', { name: 'Refund $300.00' })).toBeInTheDocument();
  expect(within(cancel).getByRole('alert')).toHaveTextContent(CHANGE_OF_PLAN_MESSAGES.refundChanged);
  expect(within(cancel).getByLabelText(/^Reason/)).toHaveValue('Moving interstate');
  await user.click(within(cancel).getByRole('button', { name: 'Yes, cancel' }));
  expect(await findToast('Booking canceled')).toBeInTheDocument();
  expect(cancels).toEqual([
    { by: 'customer', reason: 'Moving interstate', refund: 0 },
    { by: 'customer', reason: 'Moving interstate', refund: 300 },
  ]);
});

test.each([
  { role: 'front-desk', buttons: ['Move'] },
  { role: 'manager', buttons: ['Move', 'Cancel booking'] },
  { role: 'owner', buttons: ['Move', 'Cancel booking'] },
] as const)('$role is offered what its role may do: $buttons', async ({ role, buttons }) => {
  signedInAs(role as StaffRole);
  await renderAt('/bookings/JJ1004');
  await screen.findByRole('heading', { level: 1, name: "JJ1004: Leo's party" });
  const offered = ['Move', 'Cancel booking'].filter((name) => screen.queryByRole('button', { name }) !== null);
  expect(offered).toEqual(buttons);
});

test('a canceled booking offers neither Move nor Cancel booking', async () => {
  signedInAs('owner');
  serve('/bookings/:reference', canceled());
  await renderAt('/bookings/JJ1004');
  await screen.findByText('Canceled because the customer asked to cancel it.');
  expect(screen.queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
});

test('a party that has started cannot be moved, only canceled', async () => {
  signedInAs('owner');
  serve('/bookings/:reference', aBooking({ startTime: '09:00', endTime: '11:00' }));
  // A party on now shows its final bill.
  serve('/bookings/:reference/bill', aBill());
  await renderAt('/bookings/JJ1004');
  await screen.findByRole('heading', { level: 1, name: "JJ1004: Leo's party" });
  await screen.findByRole('region', { name: 'Final bill' });
  expect(screen.queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
});

test('a booking the venue canceled says so', async () => {
  serve('/bookings/:reference', aBooking({ status: 'canceled', canceledReason: 'venue-canceled' }));
  await renderAt('/bookings/JJ1004');
  expect(await screen.findByText('Canceled because the venue canceled it.')).toBeInTheDocument();
});
