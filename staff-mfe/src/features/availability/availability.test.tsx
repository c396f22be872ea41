import { screen, within } from '@testing-library/react';
import type { Closure } from '@party/domain';
import { findToast, freshVisitForEachTest, renderAt } from '../../test/render';
import { recordCalls, recordGets, serve, serveApiForEachTest, signedInAs } from '../../test/server';

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

test('closing a day: checked before it is sent, then the bookings on it are listed to call, changed by nobody', async () => {
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
  expect(made).toEqual([{ date: '2031-09-01', reason: 'Public holiday 🎉' }]);

  const result = screen.getByRole('region', { name: 'Closed: Mon 1 Sep 2031 · Whole centre, all day' });
  expect(within(result).getByRole('heading', { name: '1 booking to call' })).toBeInTheDocument();
  const row = within(within(result).getByRole('table', { name: 'Bookings to call' })).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('JJ1002Jungle Room10:00 AM - 12:00 PMSam Nguyen0412 345 678');
  expect(within(row).getByRole('link', { name: 'JJ1002' })).toHaveAttribute('href', '/bookings/JJ1002');
  expect(within(row).getByRole('link', { name: '0412 345 678' })).toHaveAttribute('href', 'tel:0412345678');
  // The list is read again: the new closure is there, its booking listed too.
  expect(await screen.findByRole('listitem', { name: 'Mon 1 Sep 2031 · Whole centre, all day' })).toHaveTextContent('1 booking to call');
  expect(within(form()).getByLabelText(/^Day/)).toHaveValue('');
});

test('blocking a room for a time: the room and times are sent; an overlap is refused in the API’s words beside the fields', async () => {
  const made = recordCalls('post', '/closures', { code: 'closure-overlaps', message: 'That overlaps a closure already made for this room or the whole centre: change or remove that one instead.' }, 409);
  const { user } = await renderAt('/availability');
  await screen.findByRole('form', { name: 'Close a day or block a time' });
  await user.click(within(form()).getByRole('radio', { name: /^A time/ }));
  expect(within(form()).getByRole('button', { name: 'Block the time' })).toBeInTheDocument();
  const room = within(form()).getByLabelText(/^Room/);
  expect(within(room).getAllByRole('option').map((option) => option.textContent)).toEqual(['The whole centre', 'Jungle Room', 'Ocean Room (hidden)']);
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
  expect(made).toEqual([{ date: '2031-08-02', reason: 'Painting', room: 'jungle-room', start: '11:00', end: '13:00' }]);
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
  expect(await screen.findAllByRole('listitem', { name: /·/ })).toHaveLength(1);
});

test('a front-desk member is told the page is not for their role', async () => {
  signedInAs('front-desk');
  await renderAt('/availability');
  expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Close a day or block a time' })).not.toBeInTheDocument();
});
