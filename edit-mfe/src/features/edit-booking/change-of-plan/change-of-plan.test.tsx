import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { bookingOverMessage, CHANGE_OF_PLAN_MESSAGES, type CancelQuote, type MoveOptions, type MoveQuote } from '@party/domain';
import { fixNow, realClockAfterEachTest } from '@tooling/jest/browser-helpers';
import { aBooking } from '../../../test/fixtures';
import { freshPageAfterEachTest, renderAt } from '../../../test/render';
import { API, server, serveApiForEachTest, serveBooking } from '../../../test/server';

// The parent's changes of plan on the edit page (decision 052): moving the party (a day, a start
// time and a room the API offers, the fee shown before confirming, the move carrying it) and
// canceling it (what is kept and refunded shown before confirming, the cancellation carrying it).

serveApiForEachTest();
freshPageAfterEachTest();
realClockAfterEachTest();

// Three weeks before the party of Thursday 10 July 2031 (11:00 to 1:00, Ocean Room, 12 kids).
beforeEach(() => fixNow('2031-06-19T10:00:00+10:00'));

const rooms = (ocean: boolean, space: boolean) => [
  { id: 'ocean-room', name: 'Ocean Room', imageUrl: '/ocean.jpg', maxCapacity: 25, isAvailable: ocean },
  { id: 'space-room', name: 'Space Room', imageUrl: '/space.jpg', maxCapacity: 40, isAvailable: space },
  { id: 'tiny-room', name: 'Tiny Room', imageUrl: '/tiny.jpg', maxCapacity: 8, isAvailable: false },
];

/** Thursday 17 July 2031: 10:00 with the Ocean Room free, 12:00 taken, 2:00 PM with both rooms free. */
const options: MoveOptions = {
  date: '2031-07-17',
  kind: 'party',
  current: { date: '2031-07-10', startTime: '11:00' },
  slots: [
    { time: '10:00', isAvailable: true, rooms: rooms(true, false) },
    { time: '12:00', isAvailable: false, rooms: rooms(false, false) },
    { time: '14:00', isAvailable: true, rooms: rooms(true, true) },
  ],
};

const from = { date: '2031-07-10', startTime: '11:00', endTime: '13:00', room: 'Ocean Room' };
const to = { date: '2031-07-17', startTime: '14:00', endTime: '16:00', room: 'Space Room' };

function aQuote(fee: number, overrides: Partial<MoveQuote> = {}): MoveQuote {
  return {
    reference: 'JJ1043',
    from,
    to,
    fee,
    feeReason: fee > 0 ? 'within-two-weeks' : 'free',
    feeWords: fee > 0 ? 'A $100 rebooking fee applies: the party is rebooked within two weeks of its date.' : 'Free: the first change, made 14 or more days before the party.',
    finalPrice: 455 + fee,
    totalPaidAmount: 100,
    remainingAmount: 355 + fee,
    amountOwedBack: 0,
    moved: false,
    ...overrides,
  };
}

/** The booking once moved to Thursday 17 July, 2:00 PM, in the Space Room, with its fee on the bill. */
const movedBooking = (fee: number) =>
  aBooking({
    date: '2031-07-17',
    startTime: '14:00',
    endTime: '16:00',
    timeSlot: { id: 'slot-1400', time: '14:00' },
    room: { id: 'space-room', name: 'Space Room', maxCapacity: 40 },
    fees: fee > 0 ? [{ kind: 'rebooking', label: 'Rebooking fee (moved from Thu, July 10th, 2031)', amount: fee, at: '2031-06-19T00:00:00.000Z' }] : [],
    finalPrice: 455 + fee,
    remainingAmount: 355 + fee,
  });

/** Answers a POST with each answer in turn (the last one again after that); records the bodies. */
function answerInTurn(path: string, answers: Array<{ status?: number; body: JsonBodyType; then?: () => void }>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      const answer = answers[Math.min(bodies.length, answers.length) - 1];
      answer.then?.();
      return HttpResponse.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return bodies;
}

function serveOptions(answer: MoveOptions = options) {
  const dates: string[] = [];
  server.use(
    http.get(`${API}/bookings/:id/move-options`, ({ request }) => {
      dates.push(new URL(request.url).searchParams.get('date') ?? '');
      return HttpResponse.json(answer);
    }),
  );
  return dates;
}

const plan = () => screen.findByRole('region', { name: 'Date, Time and Room' });

/** Opens the move and chooses Thursday 17 July, 2:00 PM, the Space Room. */
async function chooseTheMove(user: Awaited<ReturnType<typeof renderAt>>['user']) {
  await user.click(within(await plan()).getByRole('button', { name: 'Change date or time' }));
  const heading = await screen.findByRole('heading', { level: 3, name: 'Change Date or Time' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText(CHANGE_OF_PLAN_MESSAGES.moveIntro)).toBeVisible();
  expect(screen.getByText('A $100 rebooking fee applies if the party is rebooked within two weeks; more than one change also costs $100.')).toBeVisible();
  const calendar = screen.getByRole('group', { name: 'New date' });
  await user.click(await within(calendar).findByRole('button', { name: 'Thursday 17 July 2031' }));
  const times = await screen.findByRole('group', { name: 'Start time' });
  await user.click(within(times).getByRole('radio', { name: /2:00 PM - 4:00 PM/ }));
  await user.click(within(screen.getByRole('group', { name: 'Room' })).getByRole('radio', { name: /Space Room/ }));
}

test("the edit page shows the party's date, time and room with Change date or time and Cancel booking", async () => {
  await renderAt('/booking-edit/bk_1');
  const region = await plan();
  expect(region).toHaveTextContent('Thu, July 10th, 2031, 11:00 AM - 1:00 PM, Ocean Room');
  expect(within(region).getByRole('button', { name: 'Change date or time' })).toBeVisible();
  expect(within(region).getByRole('button', { name: 'Cancel booking' })).toBeVisible();
});

test('a move: the day the API offers, the times not free disabled, the rooms at the time chosen, then the fee before confirming, then moved', async () => {
  const dates = serveOptions();
  const quotes = answerInTurn('/bookings/bk_1/move/quote', [{ body: aQuote(0) }]);
  const moves = answerInTurn('/bookings/bk_1/move', [{ body: aQuote(0, { moved: true }), then: () => serveBooking(movedBooking(0)) }]);
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(within(await plan()).getByRole('button', { name: 'Change date or time' }));
  const calendar = await screen.findByRole('group', { name: 'New date' });
  await user.click(await within(calendar).findByRole('button', { name: 'Thursday 17 July 2031' }));
  expect(calendar).toHaveTextContent('Chosen: Thu, July 17th, 2031');
  const times = await screen.findByRole('group', { name: 'Start time' });
  expect(dates).toEqual(['2031-07-17']);
  expect(within(times).getByRole('radio', { name: /10:00 AM - 12:00 PM/ })).toBeEnabled();
  expect(within(times).getByRole('radio', { name: /12:00 PM - 2:00 PM/ })).toBeDisabled();
  // The one room free at 10:00 is chosen for the parent.
  await user.click(within(times).getByRole('radio', { name: /10:00 AM/ }));
  expect(within(screen.getByRole('group', { name: 'Room' })).getByRole('radio', { name: /Ocean Room/ })).toBeChecked();
  await user.click(within(times).getByRole('radio', { name: /2:00 PM - 4:00 PM/ }));
  const roomGroup = screen.getByRole('group', { name: 'Room' });
  expect(within(roomGroup).getByRole('radio', { name: /Tiny Room/ })).toBeDisabled();
  expect(roomGroup).toHaveTextContent('Too small for 12 kids');
  // Nothing chosen yet at 2:00 PM: the move asks for a room first.
  await user.click(screen.getByRole('button', { name: 'Review the Move' }));
  expect(screen.getByRole('group', { name: 'Room' })).toHaveTextContent(CHANGE_OF_PLAN_MESSAGES.roomRequired);
  expect(quotes).toHaveLength(0);
  await user.click(within(roomGroup).getByRole('radio', { name: /Space Room/ }));
  await user.click(screen.getByRole('button', { name: 'Review the Move' }));

  // The quote, before anything is moved.
  const review = await screen.findByRole('heading', { level: 3, name: 'Check the Move' });
  await waitFor(() => expect(review).toHaveFocus());
  expect(quotes).toEqual([{ date: '2031-07-17', startTime: '14:00', roomId: 'space-room' }]);
  expect(moves).toHaveLength(0);
  const move = screen.getByLabelText('The move');
  expect(within(move).getByText('From').nextElementSibling).toHaveTextContent('Thu, July 10th, 2031, 11:00 AM - 1:00 PM, Ocean Room');
  expect(within(move).getByText('To').nextElementSibling).toHaveTextContent('Thu, July 17th, 2031, 2:00 PM - 4:00 PM, Space Room');
  expect(screen.getByText('Free: the first change, made 14 or more days before the party.')).toBeVisible();
  const price = screen.getByLabelText("The move's price");
  expect(within(price).getByText('Rebooking fee').nextElementSibling).toHaveTextContent('Free');
  expect(within(price).getByText('Balance due').nextElementSibling).toHaveTextContent('$355.00');

  await user.click(screen.getByRole('button', { name: 'Confirm Move' }));
  expect(await screen.findByText('Your party has been moved.')).toBeVisible();
  expect(moves).toEqual([{ date: '2031-07-17', startTime: '14:00', roomId: 'space-room', fee: 0 }]);
  expect(await plan()).toHaveTextContent('Thu, July 17th, 2031, 2:00 PM - 4:00 PM, Space Room');
  expect(screen.getByText(/There was no fee for this move\./)).toBeVisible();
  const summary = screen.getByRole('complementary', { name: 'Booking summary' });
  await waitFor(() => expect(within(summary).getByText('Date').nextElementSibling).toHaveTextContent('Thu, July 17th, 2031'));
});

test("the move's calendar opens on the party's month, and pages back to this month: a party can move earlier", async () => {
  serveOptions();
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(within(await plan()).getByRole('button', { name: 'Change date or time' }));
  const calendar = await screen.findByRole('group', { name: 'New date' });
  expect(await within(calendar).findByRole('button', { name: 'Thursday 10 July 2031' })).toBeVisible();
  await user.click(within(calendar).getByRole('button', { name: /previous month/i }));
  expect(within(calendar).getByRole('button', { name: 'Monday 30 June 2031' })).toBeEnabled();
  // Not before today's month: nothing earlier can be booked.
  expect(within(calendar).getByRole('button', { name: /previous month/i })).toHaveAttribute('aria-disabled', 'true');
});

test('a second move costs $100: the fee is shown and sent, and the bill then has its line with the final price and Pay Now', async () => {
  serveOptions();
  answerInTurn('/bookings/bk_1/move/quote', [{ body: aQuote(100, { feeReason: 'not-the-first', feeWords: 'A $100 rebooking fee applies: more than one change also costs $100.' }) }]);
  const moves = answerInTurn('/bookings/bk_1/move', [{ body: aQuote(100, { moved: true }), then: () => serveBooking(movedBooking(100)) }]);
  const { user } = await renderAt('/booking-edit/bk_1');
  await chooseTheMove(user);
  await user.click(screen.getByRole('button', { name: 'Review the Move' }));
  const price = await screen.findByLabelText("The move's price");
  expect(screen.getByText('A $100 rebooking fee applies: more than one change also costs $100.')).toBeVisible();
  expect(within(price).getByText('Rebooking fee').nextElementSibling).toHaveTextContent('$100.00');
  expect(within(price).getByText('Price once moved').nextElementSibling).toHaveTextContent('$555.00');
  expect(within(price).getByText('Balance due').nextElementSibling).toHaveTextContent('$455.00');
  await user.click(screen.getByRole('button', { name: 'Confirm Move' }));
  const moved = await screen.findByText('Your party has been moved.');
  expect(moves).toEqual([expect.objectContaining({ fee: 100 })]);
  expect(moved.parentElement).toHaveTextContent('A $100.00 rebooking fee has been added to your bill.');
  expect(within(moved.parentElement as HTMLElement).getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/booking-payment/bk_1');
  const summary = screen.getByRole('complementary', { name: 'Booking summary' });
  const breakdown = within(summary).getByLabelText('Price breakdown');
  await waitFor(() => expect(within(breakdown).getByText('Rebooking fee (moved from Thu, July 10th, 2031)').nextElementSibling).toHaveTextContent('$100.00'));
  expect(within(breakdown).getByText('Final price').nextElementSibling).toHaveTextContent('$555.00');
});

test("a fee that changed since it was shown ('move-fee-changed') is shown anew, and the move then carries the new fee", async () => {
  serveOptions();
  const quotes = answerInTurn('/bookings/bk_1/move/quote', [{ body: aQuote(0) }, { body: aQuote(100) }]);
  const moves = answerInTurn('/bookings/bk_1/move', [
    { status: 409, body: { code: 'move-fee-changed', message: `${CHANGE_OF_PLAN_MESSAGES.feeChanged} A $100 rebooking fee applies: the party is rebooked within two weeks of its date.` } },
    { body: aQuote(100, { moved: true }), then: () => serveBooking(movedBooking(100)) },
  ]);
  const { user } = await renderAt('/booking-edit/bk_1');
  await chooseTheMove(user);
  await user.click(screen.getByRole('button', { name: 'Review the Move' }));
  await screen.findByRole('heading', { name: 'Check the Move' });
  await user.click(screen.getByRole('button', { name: 'Confirm Move' }));
  const notice = await screen.findByText(/The rebooking fee for this move has changed since it was shown/);
  expect(notice.closest('[role="alert"]')).not.toBeNull();
  const price = screen.getByLabelText("The move's price");
  await waitFor(() => expect(within(price).getByText('Rebooking fee').nextElementSibling).toHaveTextContent('$100.00'));
  expect(quotes).toHaveLength(2);
  // Nothing moved yet: the parent confirms the new fee.
  expect(screen.queryByText('Your party has been moved.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Confirm Move' }));
  expect(await screen.findByText('Your party has been moved.')).toBeVisible();
  expect(moves.map((body) => (body as { fee: number }).fee)).toEqual([0, 100]);
});

test("a room taken meanwhile ('room-taken') takes the parent back to choose again, the day read again, with the reason", async () => {
  const dates = serveOptions();
  answerInTurn('/bookings/bk_1/move/quote', [{ body: aQuote(0) }]);
  answerInTurn('/bookings/bk_1/move', [{ status: 409, body: { code: 'room-taken', message: 'Sorry, that room has just been booked for an overlapping time. Please choose another room or time.' } }]);
  const { user } = await renderAt('/booking-edit/bk_1');
  await chooseTheMove(user);
  await user.click(screen.getByRole('button', { name: 'Review the Move' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm Move' }));
  expect(await screen.findByText('Sorry, that room has just been booked for an overlapping time. Please choose another room or time.')).toBeVisible();
  await waitFor(() => expect(dates.length).toBeGreaterThanOrEqual(2));
  expect(await screen.findByRole('group', { name: 'Start time' })).toBeVisible();
  expect(within(screen.getByRole('group', { name: 'Room' })).getByRole('radio', { name: /Space Room/ })).not.toBeChecked();
  // The reason stays while the parent chooses again.
  expect(screen.getByText('Sorry, that room has just been booked for an overlapping time. Please choose another room or time.')).toBeVisible();
});

test("online changes closed meanwhile ('online-changes-closed'): the page says so in place of the edit", async () => {
  serveOptions();
  answerInTurn('/bookings/bk_1/move/quote', [{ status: 409, body: { code: 'online-changes-closed', message: 'Online changes are closed.' } }]);
  const { user } = await renderAt('/booking-edit/bk_1');
  await chooseTheMove(user);
  await user.click(screen.getByRole('button', { name: 'Review the Move' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Online Changes Are Closed' })).toBeInTheDocument();
});

test('Keep the Current Date closes the move with nothing asked, and gives the keyboard back to Change date or time', async () => {
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(within(await plan()).getByRole('button', { name: 'Change date or time' }));
  await user.click(await screen.findByRole('button', { name: 'Keep the Current Date' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Change date or time' })).toHaveFocus());
  expect(screen.queryByRole('heading', { name: 'Change Date or Time' })).not.toBeInTheDocument();
});

function aCancelQuote(overrides: Partial<CancelQuote> = {}): CancelQuote {
  return {
    reference: 'JJ1043',
    totalPaidAmount: 455,
    kept: { deposit: 100, fees: 0, platters: 0, total: 100 },
    refund: 355,
    keptWords: 'The venue keeps the $100.00 non-refundable deposit; the rest of what was paid is refunded.',
    canceled: false,
    ...overrides,
  };
}

const canceledBooking = () => aBooking({ status: 'canceled', canceledReason: 'customer-canceled', totalPaidAmount: 455, remainingAmount: 0, amountOwedBack: 355, refundDue: true });

test('Cancel booking asks first, showing what is paid, kept and refunded; confirmed, the page says the booking is canceled and what is refunded', async () => {
  serveBooking(aBooking({ totalPaidAmount: 455, remainingAmount: 0 }));
  const quotes = answerInTurn('/bookings/bk_1/cancel/quote', [{ body: aCancelQuote() }]);
  const cancels = answerInTurn('/bookings/bk_1/cancel', [{ body: aCancelQuote({ canceled: true }), then: () => serveBooking(canceledBooking()) }]);
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(within(await plan()).getByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel This Booking' });
  expect(dialog).toHaveTextContent(CHANGE_OF_PLAN_MESSAGES.cancelIntro.party);
  const money = await within(dialog).findByLabelText('What canceling means for your money');
  expect(quotes).toEqual([{}]);
  expect(within(money).getByText('Paid so far').nextElementSibling).toHaveTextContent('$455.00');
  expect(within(money).getByText('Non-refundable deposit (kept)').nextElementSibling).toHaveTextContent('$100.00');
  expect(within(money).getByText('Refunded to you').nextElementSibling).toHaveTextContent('$355.00');
  expect(dialog).toHaveTextContent('The venue keeps the $100.00 non-refundable deposit; the rest of what was paid is refunded.');
  expect(cancels).toHaveLength(0);

  await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel the Booking' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'This Booking Has Been Canceled' });
  expect(cancels).toEqual([{ refund: 355 }]);
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText(bookingOverMessage('customer-canceled', '(02) 9555 0199').split(' (02)')[0], { exact: false })).toBeVisible();
  expect(screen.getByText(/\$355\.00 will be refunded to you/)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Continue to Step 2' })).not.toBeInTheDocument();
});

test("a refund that changed since it was shown ('refund-changed') is shown anew, and the cancellation then carries it", async () => {
  serveBooking(aBooking({ totalPaidAmount: 455, remainingAmount: 0 }));
  answerInTurn('/bookings/bk_1/cancel/quote', [{ body: aCancelQuote() }, { body: aCancelQuote({ totalPaidAmount: 555, refund: 455 }) }]);
  const cancels = answerInTurn('/bookings/bk_1/cancel', [
    { status: 409, body: { code: 'refund-changed', message: 'What would be refunded has changed.' } },
    { body: aCancelQuote({ canceled: true, refund: 455 }), then: () => serveBooking(canceledBooking()) },
  ]);
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(within(await plan()).getByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel This Booking' });
  await within(dialog).findByLabelText('What canceling means for your money');
  await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel the Booking' }));
  expect(await within(dialog).findByText(CHANGE_OF_PLAN_MESSAGES.refundChanged)).toBeVisible();
  const money = await within(dialog).findByLabelText('What canceling means for your money');
  await waitFor(() => expect(within(money).getByText('Refunded to you').nextElementSibling).toHaveTextContent('$455.00'));
  await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel the Booking' }));
  await screen.findByRole('heading', { level: 1, name: 'This Booking Has Been Canceled' });
  expect(cancels).toEqual([{ refund: 355 }, { refund: 455 }]);
});

test('Keep the Booking closes the confirmation with nothing canceled', async () => {
  answerInTurn('/bookings/bk_1/cancel/quote', [{ body: aCancelQuote({ totalPaidAmount: 100, refund: 0, keptWords: 'The venue keeps the $100.00 non-refundable deposit. Nothing else was paid, so there is nothing to refund.' }) }]);
  const cancels = answerInTurn('/bookings/bk_1/cancel', [{ body: aCancelQuote({ canceled: true }) }]);
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(within(await plan()).getByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel This Booking' });
  await within(dialog).findByLabelText('What canceling means for your money');
  await user.click(within(dialog).getByRole('button', { name: 'Keep the Booking' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(cancels).toHaveLength(0);
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Your Booking' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel booking' })).toHaveFocus());
});

test("a cancellation refused as too late ('online-changes-closed') closes the confirmation and says online changes are closed", async () => {
  answerInTurn('/bookings/bk_1/cancel/quote', [{ status: 409, body: { code: 'online-changes-closed', message: 'Online changes are closed.' } }]);
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(within(await plan()).getByRole('button', { name: 'Cancel booking' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Online Changes Are Closed' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
