import { useId } from 'react';
import { addDays, clockTime, formatTimeRange, isIsoDate, minutesOfDay, type MoveSlot } from '@party/domain';
import { Alert, Button, LoadingState, RadioGroup, TextField } from '@party/shared-ui';
import { formatDay, formatShortDay } from './format';
import styles from './slot-picker.module.css';

// Where a party or hire goes: a day, then that day's start times as the public calendar would offer
// them, then (for a party) the rooms free then. The staff's move uses it, and the phone booking; the
// caller reads the day's slots (GET .../move-options answers them) and keeps the choice.

/** The chosen day (yyyy-MM-dd), start time (HH:mm) and room id; '' for none (a hire's room always). */
export interface SlotChoice {
  date: string;
  startTime: string;
  roomId: string;
}

export const NO_SLOT: SlotChoice = { date: '', startTime: '', roomId: '' };

/** The chosen day's slots as a query gives them (RTK Query's result has these). */
export interface SlotsOfDay {
  data?: readonly MoveSlot[];
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface SlotPickerProps {
  /** A party chooses a room at its start time; a hire takes the whole centre. */
  kind: 'party' | 'hire';
  value: SlotChoice;
  /** A new day clears the time and room; a new time clears the room. */
  onChange: (choice: SlotChoice) => void;
  /** The slots of `value.date`, once it is a day. */
  slots: SlotsOfDay;
  /** How long the party or hire lasts: each start time is shown as its range. */
  minutes: number;
  /** The venue's today: no earlier day can be chosen. */
  today: string;
  /** The party's kids: a room too small for them says so. */
  kids?: number;
  /** Where the booking is now: its own time (and a party's room) is not offered again. */
  current?: { date: string; startTime: string; room?: string };
  /** The choice's problems, shown at each field (the contract's words). */
  errors?: Partial<Record<keyof SlotChoice, string>>;
}

/** A day, its start times, and (for a party) the rooms at the chosen time. */
export function SlotPicker({ kind, value, onChange, slots, minutes, today, kids, current, errors = {} }: SlotPickerProps) {
  const isDay = isIsoDate(value.date) && value.date >= today;
  const chooseDay = (date: string) => onChange({ date, startTime: '', roomId: '' });
  return (
    <div className="stack gap-4">
      <div className={styles.day}>
        <TextField
          label="Date"
          name="date"
          type="date"
          min={today}
          required
          value={value.date}
          onChange={(event) => chooseDay(event.target.value)}
          error={errors.date ?? (value.date && isIsoDate(value.date) && value.date < today ? 'That day has passed: choose today or a day to come' : undefined)}
          hint={isDay ? formatDay(value.date) : undefined}
        />
        <div className={styles.dayButtons}>
          <Button
            variant="secondary"
            disabled={!isDay || value.date <= today}
            onClick={() => chooseDay(addDays(value.date, -1))}
            aria-label={isDay ? `Previous day, ${formatShortDay(addDays(value.date, -1))}` : 'Previous day'}
          >
            <span aria-hidden="true">←&nbsp;</span>Previous day
          </Button>
          <Button variant="secondary" disabled={!isDay} onClick={() => chooseDay(addDays(value.date, 1))} aria-label={isDay ? `Next day, ${formatShortDay(addDays(value.date, 1))}` : 'Next day'}>
            Next day<span aria-hidden="true">&nbsp;→</span>
          </Button>
        </div>
      </div>
      {isDay ? <DaySlots kind={kind} value={value} onChange={onChange} slots={slots} minutes={minutes} kids={kids} current={current} errors={errors} /> : null}
    </div>
  );
}

function DaySlots({ kind, value, onChange, slots, minutes, kids, current, errors }: Omit<SlotPickerProps, 'today' | 'errors'> & { errors: NonNullable<SlotPickerProps['errors']> }) {
  const legendId = useId();
  if (slots.isFetching) return <LoadingState label={`Loading the start times of ${formatShortDay(value.date)}…`} />;
  if (slots.isError || !slots.data) {
    return (
      <Alert tone="danger" title="The start times could not be loaded">
        <p className={styles.text}>The staff system did not answer. Please check the connection and try again.</p>
        <Button variant="secondary" onClick={() => void slots.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const isNow = (time: string) => current?.date === value.date && current.startTime === time;
  // A hire's own time is where it is already; a party at its own time may still change room.
  const offered = (slot: MoveSlot) => slot.isAvailable && !(kind === 'hire' && isNow(slot.time));
  const chosen = slots.data.find((slot) => slot.time === value.startTime);
  const endOf = (time: string) => clockTime(Math.min(minutesOfDay(time) + minutes, 24 * 60 - 1));
  return (
    <>
      <fieldset className={styles.fieldset} aria-describedby={errors.startTime ? `${legendId}-error` : undefined}>
        <legend className={styles.legend}>Start time</legend>
        {slots.data.some(offered) ? null : (
          <p className={styles.none} role="status">
            No start time is free on {formatShortDay(value.date)}. Please choose another day.
          </p>
        )}
        <div className={styles.times}>
          {slots.data.map((slot) => (
            <label key={slot.time} className={`${styles.time} ${slot.time === value.startTime ? styles.chosen : ''} ${offered(slot) ? '' : styles.taken}`}>
              <input
                type="radio"
                name="startTime"
                value={slot.time}
                checked={slot.time === value.startTime}
                disabled={!offered(slot)}
                onChange={() => onChange({ ...value, startTime: slot.time, roomId: '' })}
              />
              {/* Not free: the radio is disabled, which a screen reader says, and crossed out. */}
              <span>{`${formatTimeRange(slot.time, endOf(slot.time))}${kind === 'hire' && isNow(slot.time) ? ' (its time now)' : ''}`}</span>
            </label>
          ))}
        </div>
        {errors.startTime ? (
          <p id={`${legendId}-error`} className={styles.error}>
            {errors.startTime}
          </p>
        ) : null}
      </fieldset>
      {kind === 'party' && chosen ? (
        <RadioGroup
          legend={`Room at ${formatTimeRange(chosen.time, endOf(chosen.time))}`}
          name="roomId"
          value={value.roomId}
          onChange={(roomId) => onChange({ ...value, roomId })}
          error={errors.roomId}
          options={chosen.rooms.map((room) => {
            const itsOwn = isNow(chosen.time) && room.name === current?.room;
            const tooSmall = kids !== undefined && room.maxCapacity < kids;
            const status = itsOwn ? 'Its room now' : room.isAvailable ? 'Free' : tooSmall ? `Too small for ${kids} kids` : 'Taken or closed then';
            return { value: room.id, label: room.name, description: `Up to ${room.maxCapacity} kids · ${status}`, disabled: itsOwn || !room.isAvailable };
          })}
        />
      ) : null}
    </>
  );
}
