import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Closure, TouchedBooking } from '@party/domain';
import { findToast, freshVisitForEachTest, renderAt } from '../../test/render';
import { API, recordCalls, recordGets, serve, server, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();

const ROOMS = [
  { id: 'jungle-room', name: 'Jungle Room', description: '', imageUrl: '', maxCapacity: 30, hidden: false, version: 1 },
  { id: 'ocean-room', name: 'Ocean Room', description: '', imageUrl: '', maxCapacity: 25, hidden: true, version: 1 },
];

const aClosure = (overrides: Partial<Closure> = {}): Closure => ({
  id: 'cl_1',
  date: '2031-12-25',
  room: null,
  start: null,
  end: null,
  reason: 'Christmas Day',
  createdAt: '2031-07-01T00:00:00Z',
  createdBy: 'Olivia Owner',
  bookings: [],
  ...overrides,
});

const toCall = { kind: 'party' as const, reference: 'JJ1002', startTime: '10:00', endTime: '12:00', what: 'Jungle Room', name: 'Sam Nguyen', mobile: '0412 345 678' };

beforeEach(() => {
  signedInAs('manager');
  serve('/catalogue', { rooms: ROOMS });
  serve('/closures', { closures: [aClosure(), aClosure({ id: 'cl_2', date: '2031-08-02', room: { id: 'jungle-room', name: 'Jungle Room' }, start: '10:00', end: '12:30', reason: 'Roof repairs' })] });
});

const form = () => screen.getByRole('form', { name: 'Close a day or block a time' });

test('the closures of the year to come, each with its reason; the past year on demand, without Remove', async () => {
  const reads = recordGets('/api/staff/closures');
  const { user } = await renderAt('/availability');
  const list = await screen.findByRole('region', { name: 'Closed days and blocks to come' });
  expect(await within(list).findByRole('listitem', { name: 'Thu 25 Dec 2031 · Whole centre, all day' })).toHaveTextContent('Christmas Day');
  expect(within(list).getByRole('listitem', { name: 'Sat 2 Aug 2031 · Jungle Room, 10:00 AM - 12:30 PM' })).toHaveTextContent('Roof repairs');
  expect(within(list).getAllByRole('button', { name: /^Remove: / })).toHaveLength(2);

  serve('/closures', { closures: [] });
  await user.click(within(list).getByRole('button', { name: 'Show the past year' }));
  const past = await screen.findByRole('region', { name: 'Past closed days and blocks' });
  expect(await within(past).findByText('Nothing was closed in the past year.')).toBeInTheDocument();
  expect(reads).toEqual(['/api/staff/closures?from=2031-07-12&to=2032-07-11', '/api/staff/closures?from=2030-07-11&to=2031-07-11']);
});

test('nothing closed says so; a failed read says so, with Try again', async () => {
  serve('/closures', { code: 'server-error', message: 'Boom' }, 500);
  const { user } = await renderAt('/availability');
  expect(await screen.findByText('The closed days could not be loaded')).toBeInTheDocument();
  serve('/closures', { closures: [] });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Nothing is closed: every day to come is open in its opening hours.')).toBeInTheDocument();
});

test('closing a day nobody booked: checked before it is sent, then saved at once; the bookings still on it (kept, or asked to move) listed', async () => {
  const made = recordCalls('post', '/closures', (body) => {
    const closure = aClosure({ id: 'cl_3', date: '2031-09-01', reason: (body as { reason: string }).reason, bookings: [toCall] });
    serve('/closures', { closures: [closure] });
    return closure;
  }, 201);
  const { user } = await renderAt('/availability');
  await screen.findByRole('listitem', { name: /25 Dec 2031/ });
  await user.click(within(form()).getByRole('button', { name: 'Close the day' }));
  expect(await within(form()).findByText('Give the day')).toBeInTheDocument();
  expect(within(form()).getByText('Give the reason, for the staff')).toBeInTheDocument();
  expect(made).toEqual([]);

  await user.type(within(form()).getByLabelText(/^Day/), '2031-09-01');
  await user.type(within(form()).getByLabelText(/^Reason/), ' Public holiday 🎉 ');
  await user.click(within(form()).getByRole('button', { name: 'Close the day' }));
  expect(await findToast('Day closed')).toHaveTextContent('Mon 1 Sep 2031 · Whole centre, all day. The public pages refuse it now.');
  expect(made).toEqual([{ date: '2031-09-01', reason: 'Public holiday 🎉', decisions: [] }]);

  const result = screen.getByRole('region', { name: 'Closed: Mon 1 Sep 2031 · Whole centre, all day' });
  expect(within(result).getByRole('heading', { name: '1 booking still on it' })).toBeInTheDocument();
  const row = within(within(result).getByRole('table', { name: 'Bookings still on it' })).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('JJ1002Jungle Room10:00 AM - 12:00 PMSam Nguyen0412 345 678');
  expect(within(row).getByRole('link', { name: 'JJ1002' })).toHaveAttribute('href', '/bookings/JJ1002');
  expect(within(row).getByRole('link', { name: '0412 345 678' })).toHaveAttribute('href', 'tel:0412345678');
  // The list is read again: the new closure is there, its booking listed too.
  expect(await screen.findByRole('listitem', { name: 'Mon 1 Sep 2031 · Whole centre, all day' })).toHaveTextContent('1 booking still on it');
  expect(within(form()).getByLabelText(/^Day/)).toHaveValue('');
});

test('blocking a room for a time: the room and times are sent; an overlap is refused in the API’s words beside the fields', async () => {
  const made = recordCalls('post', '/closures', { code: 'closure-overlaps', message: 'That overlaps a closure already made for this room or the whole centre: change or remove that one instead.' }, 409);
  const { user } = await renderAt('/availability');
  await screen.findByRole('form', { name: 'Close a day or block a time' });
  await user.click(within(form()).getByRole('radio', { name: /^A time/ }));
  expect(within(form()).getByRole('button', { name: 'Block the time' })).toBeInTheDocument();
  const room = within(form()).getByLabelText(/^Room/);
  // The rooms are a read of their own, which may come after the form has shown.
  await waitFor(() => expect(within(room).getAllByRole('option').map((option) => option.textContent)).toEqual(['The whole centre', 'Jungle Room', 'Ocean Room (hidden)']));
  await user.type(within(form()).getByLabelText(/^Day/), '2031-08-02');
  await user.selectOptions(room, 'jungle-room');
  await user.type(within(form()).getByLabelText(/^From/), '11:00');
  await user.type(within(form()).getByLabelText(/^To/), '10:00');
  await user.type(within(form()).getByLabelText(/^Reason/), 'Painting');
  await user.click(within(form()).getByRole('button', { name: 'Block the time' }));
  expect(await within(form()).findByText('The end must be after the start')).toBeInTheDocument();
  expect(made).toEqual([]);

  await user.clear(within(form()).getByLabelText(/^To/));
  await user.type(within(form()).getByLabelText(/^To/), '13:00');
  await user.click(within(form()).getByRole('button', { name: 'Block the time' }));
  expect(await within(form()).findByText(/^That overlaps a closure already made/)).toBeInTheDocument();
  expect(made).toEqual([{ date: '2031-08-02', reason: 'Painting', room: 'jungle-room', start: '11:00', end: '13:00', decisions: [] }]);
  // What was typed stays, to change.
  expect(within(form()).getByLabelText(/^From/)).toHaveValue('11:00');
});

test('a day that has passed is not sent', async () => {
  const made = recordCalls('post', '/closures', aClosure(), 201);
  const { user } = await renderAt('/availability');
  await screen.findByRole('form', { name: 'Close a day or block a time' });
  await user.type(within(form()).getByLabelText(/^Day/), '2031-07-11');
  await user.type(within(form()).getByLabelText(/^Reason/), 'Too late');
  await user.click(within(form()).getByRole('button', { name: 'Close the day' }));
  expect(await within(form()).findByText('That day has passed: close today or a day to come')).toBeInTheDocument();
  expect(made).toEqual([]);
});

test('removing a closure asks first, sends {}, and the list is read again; Keep it leaves it', async () => {
  const removed = recordCalls('post', '/closures/:id/remove', () => {
    serve('/closures', { closures: [aClosure()] });
    return {};
  });
  const { user } = await renderAt('/availability');
  const block = await screen.findByRole('listitem', { name: 'Sat 2 Aug 2031 · Jungle Room, 10:00 AM - 12:30 PM' });
  await user.click(within(block).getByRole('button', { name: /^Remove: / }));
  await user.click(within(block).getByRole('button', { name: 'Keep it' }));
  expect(removed).toEqual([]);
  await user.click(within(block).getByRole('button', { name: /^Remove: / }));
  expect(within(block).getByRole('button', { name: 'Remove closure' })).toHaveFocus();
  await user.click(within(block).getByRole('button', { name: 'Remove closure' }));
  expect(await findToast('Closure removed')).toHaveTextContent('Sat 2 Aug 2031 · Jungle Room, 10:00 AM - 12:30 PM can be booked again.');
  expect(removed).toEqual([{}]);
  // The list is read again after the toast: findAll would answer with the two still shown.
  await waitFor(() => expect(screen.getAllByRole('listitem', { name: /·/ })).toHaveLength(1));
});

test('a front-desk member is told the page is not for their role', async () => {
  signedInAs('front-desk');
  await renderAt('/availability');
  expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Close a day or block a time' })).not.toBeInTheDocument();
});

const touched = (reference: string, overrides: Partial<TouchedBooking> = {}): TouchedBooking => ({
  kind: 'party',
  reference,
  status: 'confirmed',
  date: '2031-09-01',
  startTime: '10:00',
  endTime: '12:00',
  room: 'Jungle Room',
  what: 'Mia, turning 6',
  customer: { name: 'Sam Nguyen', mobile: '0412 345 678', email: 'sam@example.com' },
  paid: 100,
  onlineChangesOpen: true,
  started: false,
  askedToMove: false,
  ...overrides,
});

async function closeSeptemberFirst(user: Awaited<ReturnType<typeof renderAt>>['user']) {
  await screen.findByRole('listitem', { name: /25 Dec 2031/ });
  await user.type(within(form()).getByLabelText(/^Day/), '2031-09-01');
  await user.type(within(form()).getByLabelText(/^Reason/), 'Burst pipe');
  await user.click(within(form()).getByRole('button', { name: 'Close the day' }));
}

test('closing a day with parties on it: each is shown with its parent before anything is saved, and the closure is saved with a choice for each', async () => {
  const previewed = recordCalls('post', '/closures/preview', {
    bookings: [touched('JJ1002'), touched('JJ1003', { what: 'Leo, turning 8', customer: { name: 'Kim Lee', mobile: '0498 765 432', email: 'kim@example.com' }, onlineChangesOpen: false }), touched('JJ1005', { kind: 'hire', room: 'The whole centre', what: 'After-hours hire', startTime: '18:00', endTime: '21:00', paid: 400 })],
  });
  const made = recordCalls('post', '/closures', (body) => aClosure({ id: 'cl_3', date: '2031-09-01', reason: 'Burst pipe', bookings: [{ ...toCall, reference: 'JJ1005' }], ...(body as object) }), 201);
  const { user } = await renderAt('/availability');
  await closeSeptemberFirst(user);

  const list = await within(form()).findByRole('region', { name: '3 bookings on this day' });
  expect(list.querySelector('h3')).toHaveFocus();
  expect(previewed).toEqual([{ date: '2031-09-01', reason: 'Burst pipe' }]);
  expect(made).toEqual([]);
  const mia = within(list).getByRole('listitem', { name: 'JJ1002, Mia, turning 6' });
  expect(mia).toHaveTextContent('JJ1002 · Mia, turning 6 · Jungle Room');
  expect(mia).toHaveTextContent('Mon 1 Sep 2031, 10:00 AM - 12:00 PM');
  expect(within(mia).getByRole('link', { name: 'sam@example.com' })).toHaveAttribute('href', 'mailto:sam@example.com');
  expect(within(mia).getByRole('radio', { name: /^Cancel it/ })).toHaveAccessibleName(expect.stringContaining('the $100.00 paid is refunded'));
  // Online changes have closed for Leo's party: asked to move, his parent is asked to call.
  const leo = within(list).getByRole('listitem', { name: 'JJ1003, Leo, turning 8' });
  expect(within(leo).getByRole('radio', { name: /^Ask to move/ })).toHaveAccessibleName(expect.stringContaining('Online changes have closed for it'));

  // Nothing chosen: not sent, and the list says what is left.
  await user.click(within(form()).getByRole('button', { name: 'Close the day' }));
  expect(await within(list).findByText('Choose Cancel, Ask to move or Keep for the 3 bookings left.')).toBeInTheDocument();
  expect(made).toEqual([]);

  // One for all, then one changed, by keyboard.
  await user.click(within(list).getByRole('button', { name: 'Ask all to move' }));
  within(mia).getByRole('radio', { name: /^Ask to move/ }).focus();
  await user.keyboard('{ArrowLeft}');
  expect(within(mia).getByRole('radio', { name: /^Cancel it/ })).toBeChecked();
  await user.click(within(list).getByRole('listitem', { name: 'JJ1005, After-hours hire' }).querySelector('input[value="keep"]') as HTMLElement);
  await user.click(within(form()).getByRole('button', { name: 'Close the day' }));

  expect(await findToast('Day closed')).toBeInTheDocument();
  expect(made).toEqual([
    {
      date: '2031-09-01',
      reason: 'Burst pipe',
      decisions: [
        { reference: 'JJ1002', decision: 'cancel' },
        { reference: 'JJ1003', decision: 'ask-to-move' },
        { reference: 'JJ1005', decision: 'keep' },
      ],
    },
  ]);
  const result = screen.getByRole('region', { name: 'Closed: Mon 1 Sep 2031 · Whole centre, all day' });
  expect(result).toHaveTextContent('Bookings then: 1 canceled (the customer emailed, everything paid owed back), 1 asked to move (the customer emailed), 1 kept.');
  expect(within(result).getByRole('heading', { name: '1 booking still on it' })).toBeInTheDocument();
  expect(within(form()).queryByRole('region', { name: /on this day/ })).not.toBeInTheDocument();
});

test('a party booked meanwhile: the save is refused with the new list, the choices made are kept, and the new party waits for one', async () => {
  recordCalls('post', '/closures/preview', { bookings: [touched('JJ1002')] });
  const made: unknown[] = [];
  server.use(
    http.post(`${API}/closures`, async ({ request }) => {
      const body = (await request.json()) as { decisions: unknown[] };
      made.push(body);
      return made.length === 1
        ? HttpResponse.json({ code: 'bookings-undecided', message: 'This change touches the booking JJ1007 with nothing chosen for it.', current: { bookings: [touched('JJ1002'), touched('JJ1007', { what: 'Zoe, turning 4', status: 'pending', paid: 0 })] } }, { status: 409 })
        : HttpResponse.json(aClosure({ id: 'cl_4', date: '2031-09-01', reason: 'Burst pipe', bookings: [] }), { status: 201 });
    }),
  );
  const { user } = await renderAt('/availability');
  await closeSeptemberFirst(user);
  const list = await within(form()).findByRole('region', { name: '1 booking on this day' });
  await user.click(within(list).getByRole('radio', { name: /^Keep it/ }));
  await user.click(within(form()).getByRole('button', { name: 'Close the day' }));

  const again = await within(form()).findByRole('region', { name: '2 bookings on this day' });
  expect(within(again).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    expect.stringContaining('The bookings changed since they were shown'),
    'Choose Cancel, Ask to move or Keep for the booking left.',
  ]);
  expect(within(within(again).getByRole('listitem', { name: 'JJ1002, Mia, turning 6' })).getByRole('radio', { name: /^Keep it/ })).toBeChecked();
  const zoe = within(again).getByRole('listitem', { name: 'JJ1007, Zoe, turning 4' });
  expect(zoe).toHaveTextContent('not paid yet');
  expect(within(zoe).getByText('Choose what happens to this booking')).toBeInTheDocument();
  await user.click(within(zoe).getByRole('radio', { name: /^Cancel it/ }));
  await user.click(within(form()).getByRole('button', { name: 'Close the day' }));
  expect(await findToast('Day closed')).toBeInTheDocument();
  expect(made).toEqual([
    { date: '2031-09-01', reason: 'Burst pipe', decisions: [{ reference: 'JJ1002', decision: 'keep' }] },
    { date: '2031-09-01', reason: 'Burst pipe', decisions: [{ reference: 'JJ1002', decision: 'keep' }, { reference: 'JJ1007', decision: 'cancel' }] },
  ]);
});

test('a party that has started can be kept or canceled, not asked to move', async () => {
  recordCalls('post', '/closures/preview', { bookings: [touched('JJ1002', { started: true, onlineChangesOpen: false })] });
  const { user } = await renderAt('/availability');
  await closeSeptemberFirst(user);
  const list = await within(form()).findByRole('region', { name: '1 booking on this day' });
  expect(within(list).getByRole('radio', { name: /^Ask to move/ })).toBeDisabled();
  expect(within(list).getByRole('radio', { name: /^Ask to move/ })).toHaveAccessibleName(expect.stringContaining('It has started'));
});
