import { Link } from 'react-router-dom';
import { formatTime12h, staffDoorPath, staffKitchenPath, type StaffSession } from '@party/domain';
import { DaySheet, type SheetDay } from '../../shared/day-sheet';
import { formatDay } from '../../shared/format';
import { useGetRunSheetQuery } from './api';
import { CanceledList } from './canceled-list';
import { HireCard } from './hire-card';
import { PartyCard } from './party-card';
import { dayFigures, timeSlotsOf } from './time-slots';
import styles from './run-sheet.module.css';

/** How often an open run sheet is read again: arrivals, payments and RSVPs come in all day. */
const REFRESH_MS = 60_000;

/** A day at the venue: every party and hire by start time and room, and the canceled ones apart. */
export function RunSheetView({ day, session }: { day: SheetDay; session: StaffSession }) {
  const { date, today } = day;
  const sheet = useGetRunSheetQuery(date, { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true });
  const title = date === today ? 'Today' : formatDay(date);
  return (
    <DaySheet
      sheet="runSheet"
      day={day}
      links={
        <>
          {session.actions.includes('forms.read') ? <Link to={staffDoorPath(date)}>Door for this day</Link> : null}
          <Link to={staffKitchenPath(date)}>Kitchen sheet for this day</Link>
        </>
      }
      query={sheet}
      loadingLabel={`Loading the run sheet of ${title}…`}
    >
      {sheet.data ? <RunSheet sheet={sheet.data} session={session} /> : null}
    </DaySheet>
  );
}

function RunSheet({ sheet, session }: { sheet: NonNullable<ReturnType<typeof useGetRunSheetQuery>['data']>; session: StaffSession }) {
  const slots = timeSlotsOf(sheet);
  const figures = dayFigures(sheet);
  const can = (action: (typeof session.actions)[number]) => session.actions.includes(action);
  return (
    <>
      {slots.length === 0 ? (
        <p className={styles.empty}>No parties or hires on this day.</p>
      ) : (
        <p className={styles.figures}>
          {figures.parties} {figures.parties === 1 ? 'party' : 'parties'}
          {figures.hires ? `, ${figures.hires} after-hours ${figures.hires === 1 ? 'hire' : 'hires'}` : ''} · {figures.kidsBooked} kids booked,{' '}
          {figures.kidsComing} coming · <strong>{figures.kidsWithAllergies} with allergies</strong>
        </p>
      )}
      <div className={styles.slots}>
        {slots.map((slot) => (
          <section key={slot.startTime} className={styles.slot} aria-labelledby={`slot-${slot.startTime}`}>
            <h2 id={`slot-${slot.startTime}`} className={styles.slotTitle}>
              {formatTime12h(slot.startTime)}
            </h2>
            <div className={styles.cards}>
              {slot.parties.map((party) => (
                <PartyCard
                  key={party.reference}
                  party={party}
                  canMarkArrival={can('bookings.arrive')}
                  canOpenBooking={can('bookings.read')}
                />
              ))}
              {slot.hires.map((hire) => (
                <HireCard key={hire.reference} hire={hire} canMarkArrival={can('bookings.arrive')} canOpenBooking={can('bookings.read')} />
              ))}
            </div>
          </section>
        ))}
      </div>
      {sheet.canceled.length > 0 ? <CanceledList canceled={sheet.canceled} canOpenBooking={can('bookings.read')} /> : null}
    </>
  );
}
