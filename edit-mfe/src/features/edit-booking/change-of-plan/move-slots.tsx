import { CHANGE_OF_PLAN_MESSAGES, clockTime, formatTimeRange, minutesOfDay, roomTooSmallForParty, type BookingRecord, type MoveSlot } from '@party/domain';
import { RadioGroup } from '@party/shared-ui';
import type { Choice, ChoiceErrors } from './move-choice';
import styles from './change-of-plan.module.css';

/** The party's length in minutes, which a move keeps. */
function partyMinutes(booking: BookingRecord): number {
  const minutes = minutesOfDay(booking.endTime) - minutesOfDay(booking.startTime);
  return minutes > 0 ? minutes : 120;
}

interface MoveSlotsProps {
  booking: BookingRecord;
  slots: readonly MoveSlot[];
  date: string;
  choice: Choice;
  errors: ChoiceErrors;
  onChange: (next: Partial<Choice>) => void;
}

/** The day's start times (those not free shown and disabled), then the rooms at the time chosen. */
export function MoveSlots({ booking, slots, date, choice, errors, onChange }: MoveSlotsProps) {
  const minutes = partyMinutes(booking);
  const endOf = (time: string) => clockTime(Math.min(minutesOfDay(time) + minutes, 24 * 60 - 1));
  const isCurrent = (time: string, roomId: string) => date === booking.date && time === booking.startTime && roomId === String(booking.room?.id ?? '');
  // A time whose only free room is the party's own, as it is now, is no move at all.
  const offered = (slot: MoveSlot) => slot.isAvailable && slot.rooms.some((room) => room.isAvailable && !isCurrent(slot.time, room.id));
  const chosen = slots.find((slot) => slot.time === choice.time);
  if (!slots.some(offered)) {
    return (
      <p className={styles.none} role="status">
        {CHANGE_OF_PLAN_MESSAGES.noTimesThatDay}
      </p>
    );
  }
  return (
    <>
      <RadioGroup
        legend="Start time"
        name="move-time"
        value={choice.time}
        error={errors.time}
        options={slots.map((slot) => ({
          value: slot.time,
          label: formatTimeRange(slot.time, endOf(slot.time)),
          description: offered(slot) ? undefined : CHANGE_OF_PLAN_MESSAGES.slotTaken,
          disabled: !offered(slot),
        }))}
        onChange={(time) => {
          // The one room free then is chosen for the parent; with two or more, the parent chooses.
          const free = slots.find((slot) => slot.time === time)?.rooms.filter((room) => room.isAvailable && !isCurrent(time, room.id)) ?? [];
          onChange({ time, roomId: free.length === 1 ? free[0].id : '' });
        }}
      />
      {chosen ? (
        <RadioGroup
          legend="Room"
          name="move-room"
          value={choice.roomId}
          error={errors.roomId}
          options={chosen.rooms.map((room) => {
            const current = isCurrent(chosen.time, room.id);
            const tooSmall = room.maxCapacity < booking.numberOfKids;
            const why = current ? CHANGE_OF_PLAN_MESSAGES.currentPlace : tooSmall ? roomTooSmallForParty(booking.numberOfKids) : room.isAvailable ? `Up to ${room.maxCapacity} kids` : CHANGE_OF_PLAN_MESSAGES.slotTaken;
            return { value: room.id, label: room.name, description: why, disabled: current || !room.isAvailable };
          })}
          onChange={(roomId) => onChange({ roomId })}
        />
      ) : null}
    </>
  );
}
