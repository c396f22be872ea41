import type { StaffHireSheet } from '@party/domain';
import { ArrivalControl } from '../../shared/arrival';
import { CountedItems } from '../../shared/counted-items';
import { Facts } from '../../shared/facts';
import { StaffNotes } from '../../shared/staff-notes';
import { contactFact, SheetCard } from './sheet-card';
import styles from './run-sheet.module.css';

/** An after-hours hire of the whole centre: who, how many, what they added and wrote, what is owed. */
export function HireCard({ hire, canMarkArrival, canOpenBooking }: { hire: StaffHireSheet; canMarkArrival: boolean; canOpenBooking: boolean }) {
  const who = hire.customer ? `${hire.customer.name}'s hire` : 'the after-hours hire';
  return (
    <SheetCard booking={hire} kind="hire" who={who} title="After-hours hire: the whole centre" canOpenBooking={canOpenBooking} className={styles.hire}>
      <Facts
        rows={[
          contactFact('Customer', hire.customer),
          ['Expected', `${hire.expectedKids} kids, ${hire.expectedAdults} adults`],
          ['Add-ons', <CountedItems key="addons" items={hire.addons} />],
          hire.customerNotes ? ['Their notes', hire.customerNotes] : null,
          ['Arrival', <ArrivalControl key="arrival" reference={hire.reference} who={who} arrival={hire.arrival} canMark={canMarkArrival} />],
        ]}
      />
      <StaffNotes notes={hire.staffNotes} />
    </SheetCard>
  );
}
