import { formatTime12h, type StaffKitchenSheet } from '@party/domain';
import { Allergies } from '../../shared/allergies';
import { DaySheet, type SheetDay } from '../../shared/day-sheet';
import { doorCountsText } from '../../shared/door-counts';
import { TableHead } from '../../shared/table-head';
import { useGetKitchenSheetQuery } from './api';
import kit from '../../shared/staff-kit.module.css';
import styles from './kitchen-sheet.module.css';

type StartTime = StaffKitchenSheet['startTimes'][number];

/**
 * The kitchen's day: for each start time, how many of each kids' food item and adult platter to
 * make across the parties starting then, and beside each party (room and child) its allergies.
 */
export function KitchenSheetView({ day }: { day: SheetDay }) {
  const sheet = useGetKitchenSheetQuery(day.date, { pollingInterval: 60_000, skipPollingIfUnfocused: true });
  return (
    <DaySheet sheet="kitchen" day={day} query={sheet} loadingLabel="Loading the kitchen sheet…">
      {sheet.data && sheet.data.startTimes.length === 0 ? <p className={kit.sheetEmpty}>No parties on this day: nothing to cook.</p> : null}
      {sheet.data?.startTimes.map((startTime) => <StartTimeSection key={startTime.time} startTime={startTime} />)}
    </DaySheet>
  );
}

function StartTimeSection({ startTime }: { startTime: StartTime }) {
  const headingId = `kitchen-${startTime.time}`;
  const parties = startTime.parties.length;
  return (
    <section className={styles.startTime} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.time}>
        {formatTime12h(startTime.time)}{' '}
        <span className={styles.count}>
          ({parties} {parties === 1 ? 'party' : 'parties'})
        </span>
      </h2>
      <div className={styles.totals}>
        <FoodTotals caption="Kids' food" items={startTime.kidsFood} />
        <FoodTotals caption="Adult platters" items={startTime.adultsFood} />
      </div>
      <h3 className={styles.partiesTitle}>Parties and allergies</h3>
      <ul className={styles.parties}>
        {startTime.parties.map((party) => (
          <li key={party.reference} className={styles.party}>
            <p className={styles.partyName}>
              {party.room}: {party.childFirstName} <span className={styles.reference}>{party.reference}</span>
            </p>
            <p className={styles.kids}>
              {party.kidsBooked} kids booked, {party.kidsComing} coming
            </p>
            <p className={styles.kids}>{doorCountsText(party.door)}</p>
            <Allergies allergies={party.allergies} headingLevel={4} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A food list's totals across the start time's parties: a table a cook reads down. */
function FoodTotals({ caption, items }: { caption: string; items: StartTime['kidsFood'] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <TableHead columns={['Item', { label: 'Total', className: styles.quantity }]} />
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={2} className={styles.none}>
              None
            </td>
          </tr>
        ) : (
          items.map((item) => (
            <tr key={item.name}>
              <th scope="row">{item.name}</th>
              <td className={styles.quantity}>{item.quantity}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
