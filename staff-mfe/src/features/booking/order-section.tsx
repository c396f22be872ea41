import { formatTimeRange, phoneHref, type StaffBooking } from '@party/domain';
import { Card } from '@party/shared-ui';
import { CountedItems } from '../../shared/counted-items';
import { Facts } from '../../shared/facts';
import { formatDay } from '../../shared/format';
import styles from './booking.module.css';

/** What was booked: the party (room, child, package, kids, food, add-ons, coupon) or the hire. */
export function OrderSection({ booking }: { booking: StaffBooking }) {
  const when = `${formatDay(booking.date)}, ${formatTimeRange(booking.startTime, booking.endTime)}`;
  if (booking.party) {
    const party = booking.party;
    return (
      <Card title="Order">
        <Facts
          rows={[
            ['When', when],
            ['Room', party.room],
            ['Child', `${party.child.firstName} ${party.child.lastName}, turning ${party.child.turning}`],
            ['Package', party.packageName],
            ['Kids booked', String(party.kidsBooked)],
            ['Guest list', `${party.guests} ${party.guests === 1 ? 'guest' : 'guests'}`],
            ["Kids' food", <CountedItems key="kids" items={party.kidsFood} />],
            ['Adult food', <CountedItems key="adults" items={party.adultsFood} />],
            ['Add-ons', <CountedItems key="addons" items={party.addons} />],
            party.coupon ? ['Coupon', party.coupon] : null,
          ]}
        />
      </Card>
    );
  }
  const hire = booking.hire!;
  return (
    <Card title="Order">
      <Facts
        rows={[
          ['When', when],
          ['What', 'After-hours hire of the whole centre'],
          ['Expected', `${hire.expectedKids} kids, ${hire.expectedAdults} adults`],
          ['Add-ons', <CountedItems key="addons" items={hire.addons} />],
          hire.customerNotes ? ['Their notes', <span key="notes" className={styles.preWrap}>{hire.customerNotes}</span>] : null,
        ]}
      />
    </Card>
  );
}

/** Who booked: name, email, mobile and address (for a role that may see them). */
export function CustomerSection({ customer }: { customer: NonNullable<StaffBooking['customer']> }) {
  return (
    <Card title="Customer">
      <Facts
        rows={[
          ['Name', customer.name],
          ['Mobile', <a key="mobile" href={phoneHref(customer.mobile)}>{customer.mobile}</a>],
          ['Email', <a key="email" href={`mailto:${customer.email}`}>{customer.email}</a>],
          customer.address ? ['Address', customer.address] : null,
        ]}
      />
    </Card>
  );
}
