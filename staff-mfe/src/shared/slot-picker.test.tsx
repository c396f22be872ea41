import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MoveSlot } from '@party/domain';
import { NO_SLOT, SlotPicker, type SlotChoice, type SlotPickerProps } from './slot-picker';

const room = (id: string, name: string, maxCapacity: number, isAvailable: boolean) => ({ id, name, imageUrl: `/api/images/rooms/${id}.svg`, maxCapacity, isAvailable });

/** Saturday 19 July 2031: 10 am full, 1 pm with the Ocean Room free and the Jungle Room too small. */
const SLOTS: MoveSlot[] = [
  { time: '10:00', isAvailable: false, rooms: [room('jungle', 'Jungle Room', 8, false), room('ocean', 'Ocean Room', 25, false)] },
  { time: '13:00', isAvailable: true, rooms: [room('jungle', 'Jungle Room', 8, false), room('ocean', 'Ocean Room', 25, true)] },
];

/** The picker with its choice kept, as a form keeps it; each choice recorded. */
function Picker(props: Partial<SlotPickerProps> & { start?: SlotChoice; seen: SlotChoice[]; data?: MoveSlot[] }) {
  const { start = NO_SLOT, seen, data = SLOTS, ...rest } = props;
  const [value, setValue] = useState(start);
  return (
    <SlotPicker
      kind="party"
      minutes={120}
      today="2031-07-12"
      kids={10}
      value={value}
      onChange={(choice) => {
        seen.push(choice);
        setValue(choice);
      }}
      slots={{ data: value.date ? data : undefined, isFetching: false, isError: false, refetch: () => undefined }}
      {...rest}
    />
  );
}

test('a day, then its start times (a full one crossed out), then the rooms at the time chosen, each saying why it cannot be chosen', async () => {
  const user = userEvent.setup();
  const seen: SlotChoice[] = [];
  render(<Picker seen={seen} />);
  expect(screen.queryByRole('group', { name: 'Start time' })).not.toBeInTheDocument();

  await user.type(screen.getByLabelText(/^Date/), '2031-07-19');
  expect(screen.getByText('Saturday 19 July 2031')).toBeInTheDocument();
  const times = screen.getByRole('group', { name: 'Start time' });
  expect(within(times).getByRole('radio', { name: '10:00 AM - 12:00 PM' })).toBeDisabled();
  await user.click(within(times).getByRole('radio', { name: '1:00 PM - 3:00 PM' }));

  const rooms = screen.getByRole('group', { name: 'Room at 1:00 PM - 3:00 PM' });
  expect(within(rooms).getByRole('radio', { name: /Jungle Room/ })).toBeDisabled();
  expect(rooms).toHaveTextContent('Up to 8 kids · Too small for 10 kids');
  await user.click(within(rooms).getByRole('radio', { name: /Ocean Room/ }));
  expect(seen.at(-1)).toEqual({ date: '2031-07-19', startTime: '13:00', roomId: 'ocean' });

  // Another day starts again from its start times.
  await user.click(screen.getByRole('button', { name: 'Next day, Sun 20 Jul 2031' }));
  expect(seen.at(-1)).toEqual({ date: '2031-07-20', startTime: '', roomId: '' });
});

test("the party's own room at its own time is not offered again; a hire's own time neither", async () => {
  const user = userEvent.setup();
  const { unmount } = render(<Picker seen={[]} start={{ date: '2031-07-19', startTime: '', roomId: '' }} current={{ date: '2031-07-19', startTime: '13:00', room: 'Ocean Room' }} />);
  await user.click(screen.getByRole('radio', { name: '1:00 PM - 3:00 PM' }));
  expect(screen.getByRole('radio', { name: /Ocean Room/ })).toBeDisabled();
  expect(screen.getByRole('group', { name: /^Room at/ })).toHaveTextContent('Up to 25 kids · Its room now');
  unmount();

  render(<Picker seen={[]} kind="hire" minutes={180} start={{ date: '2031-07-19', startTime: '', roomId: '' }} current={{ date: '2031-07-19', startTime: '13:00' }} data={SLOTS.map((slot) => ({ ...slot, rooms: [] }))} />);
  expect(screen.getByRole('radio', { name: '1:00 PM - 4:00 PM (its time now)' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('No start time is free on Sat 19 Jul 2031. Please choose another day.');
  expect(screen.queryByRole('group', { name: /^Room/ })).not.toBeInTheDocument();
});

test('a day that has passed is refused at the field; the problems given are shown at their fields', async () => {
  const { unmount } = render(<Picker seen={[]} start={{ date: '2031-07-11', startTime: '', roomId: '' }} />);
  expect(screen.getByText('That day has passed: choose today or a day to come')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Start time' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
  unmount();

  render(<Picker seen={[]} start={{ date: '2031-07-19', startTime: '', roomId: '' }} errors={{ startTime: 'Please select a time slot' }} />);
  expect(screen.getByRole('group', { name: 'Start time' })).toHaveAccessibleDescription('Please select a time slot');
});

test('while the start times load, and when they could not be', async () => {
  const user = userEvent.setup();
  const refetch = jest.fn();
  const day = { date: '2031-07-19', startTime: '', roomId: '' };
  const { rerender } = render(<SlotPicker kind="party" minutes={120} today="2031-07-12" value={day} onChange={() => undefined} slots={{ isFetching: true, isError: false, refetch }} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the start times of Sat 19 Jul 2031…');
  rerender(
    <SlotPicker kind="party" minutes={120} today="2031-07-12" value={day} onChange={() => undefined} slots={{ isFetching: false, isError: true, refetch }} />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('The start times could not be loaded');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});
