import { formatTime12h, type StaffDoorParty, type StaffSession } from '@party/domain';
import { Alert } from '@party/shared-ui';
import { DaySheet, type SheetDay } from '../../shared/day-sheet';
import { formatDay } from '../../shared/format';
import { useGetDoorQuery } from './api';
import { PartyDoor } from './party-door';
import kit from '../../shared/staff-kit.module.css';
import styles from './door.module.css';

/** How often an open door page is read again: another tablet checks children in too. */
const REFRESH_MS = 30_000;

/**
 * The door (decision 063): each live party of the day by start time, its children each a one-tap
 * check-in, and a child not on the list taken with the form. Today's by default; another day's
 * says so plainly, since a tap there counts for that party.
 */
export function DoorView({ day, session }: { day: SheetDay; session: StaffSession }) {
  const { date, today } = day;
  const door = useGetDoorQuery(date, { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true });
  return (
    <DaySheet
      sheet="door"
      day={day}
      notice={date !== today ? <Alert tone="warning">This is not today: these parties are on {formatDay(date)}.</Alert> : null}
      query={door}
      loadingLabel="Loading the door…"
    >
      {door.data ? <DoorParties date={date} parties={door.data.parties} session={session} /> : null}
    </DaySheet>
  );
}

function DoorParties({ date, parties, session }: { date: string; parties: StaffDoorParty[]; session: StaffSession }) {
  if (parties.length === 0) return <p className={styles.empty}>No parties on this day.</p>;
  const times = [...new Set(parties.map((party) => party.startTime))];
  return (
    <div className={styles.slots}>
      {times.map((time) => (
        <section key={time} className={styles.slot} aria-labelledby={`door-${time}`}>
          <h2 id={`door-${time}`} className={kit.slotTitle}>
            {formatTime12h(time)}
          </h2>
          {parties
            .filter((party) => party.startTime === time)
            .map((party) => (
              <PartyDoor key={party.reference} date={date} party={party} session={session} />
            ))}
        </section>
      ))}
    </div>
  );
}
