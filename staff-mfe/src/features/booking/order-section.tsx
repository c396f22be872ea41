import { formatTimeRange, phoneHref, type StaffBooking } from '@party/domain';
import { Card, SummaryList } from '@party/shared-ui';
import { CountedItems } from '../../shared/counted-items';
import { formatDay } from '../../shared/format';
import styles from './booking.module.css';

/** What was booked: the party (room, child, package, kids, food, add-ons, coupon) or the hire. */
export function OrderSection({ booking }: { booking: StaffBooking }) {
  const when = `${formatDay(booking.date)}, ${formatTimeRange(booking.startTime, booking.endTime)}`;
  if (booking.party) {
    const party = booking.party;
    return (
      <Card title="Order">
        <SummaryList
          rows={[
            { key: 'when', label: 'When', value: when },
            { key: 'room', label: 'Room', value: party.room },
            { key: 'child', label: 'Child', value: `${party.child.firstName} ${party.child.lastName}, turning ${party.child.turning}` },
            { key: 'package', label: 'Package', value: party.packageName },
            { key: 'kids', label: 'Kids booked', value: String(party.kidsBooked) },
            { key: 'guests', label: 'Guest list', value: `${party.guests} ${party.guests === 1 ? 'guest' : 'guests'}` },
            { key: 'kidsFood', label: "Kids' food", value: <CountedItems items={party.kidsFood} /> },
            { key: 'adultsFood', label: 'Adult food', value: <CountedItems items={party.adultsFood} /> },
            { key: 'addons', label: 'Add-ons', value: <CountedItems items={party.addons} /> },
            ...(party.coupon ? [{ key: 'coupon', label: 'Coupon', value: party.coupon }] : []),
          ]}
        />
      </Card>
    );
  }
  const hire = booking.hire!;
  return (
    <Card title="Order">
      <SummaryList
        rows={[
          { key: 'when', label: 'When', value: when },
          { key: 'what', label: 'What', value: 'After-hours hire of the whole centre' },
          { key: 'kids', label: 'Expected kids', value: String(hire.expectedKids) },
          { key: 'adults', label: 'Expected adults', value: String(hire.expectedAdults) },
          { key: 'addons', label: 'Add-ons', value: <CountedItems items={hire.addons} /> },
          ...(hire.customerNotes ? [{ key: 'notes', label: 'Their notes', value: <span className={styles.preWrap}>{hire.customerNotes}</span> }] : []),
        ]}
      />
    </Card>
  );
}

/** Who booked: name, email, mobile and address (for a role that may see them). */
export function CustomerSection({ customer }: { customer: NonNullable<StaffBooking['customer']> }) {
  return (
    <Card title="Customer">
      <SummaryList
        rows={[
          { key: 'name', label: 'Name', value: customer.name },
          { key: 'mobile', label: 'Mobile', value: <a href={phoneHref(customer.mobile)}>{customer.mobile}</a> },
          { key: 'email', label: 'Email', value: <a href={`mailto:${customer.email}`}>{customer.email}</a> },
          ...(customer.address ? [{ key: 'address', label: 'Address', value: customer.address }] : []),
        ]}
      />
    </Card>
  );
}
