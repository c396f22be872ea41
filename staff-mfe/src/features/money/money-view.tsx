import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatAud, formatTime12h, staffBookingPath, type StaffMoneyPage, type StaffSession } from '@party/domain';
import { Button, Card, PageHeader, useVenue } from '@party/shared-ui';
import { StaffQueryStatus } from '../../shared/api-status';
import { formatShortDay, formatVenueInstant } from '../../shared/format';
import { TableHead } from '../../shared/table-head';
import { useGetMoneyQuery } from './api';
import { RecordRefundForm } from './record-refund-form';
import { TakingsSection } from './takings-section';
import kit from '../../shared/staff-kit.module.css';
import styles from './money.module.css';

/** /money: what is owed back (with Record refund), the balances due this week, the takings and a CSV of bookings. */
export function MoneyView({ session, today }: { session: StaffSession; today: string }) {
  const money = useGetMoneyQuery();
  return (
    <div className={kit.page}>
      <PageHeader title="Money">What the venue owes back, what is still to come in, and what came in.</PageHeader>
      <StaffQueryStatus query={money} loadingLabel="Loading the money…" errorTitle="The money could not be loaded">
        {money.data ? (
          <>
            <OwedBack rows={money.data.owedBack} pending={money.data.refundsPending} canRecord={session.actions.includes('refunds.record')} />
            <BalancesDue rows={money.data.balancesDue} />
          </>
        ) : null}
      </StaffQueryStatus>
      <TakingsSection today={today} />
    </div>
  );
}

function OwedBack({ rows, pending, canRecord }: { rows: StaffMoneyPage['owedBack']; pending: StaffMoneyPage['refundsPending']; canRecord: boolean }) {
  const [open, setOpen] = useState<string>();
  const total = rows.reduce((sum, row) => sum + row.owedBack, 0);
  return (
    <Card title="Owed back">
      {rows.length === 0 ? (
        <p className={styles.muted}>Nothing is owed back.</p>
      ) : (
        <>
          <p className={styles.lead}>
            {formatAud(total)} to {rows.length} {rows.length === 1 ? 'customer' : 'customers'}. Send it back to the card with Refund on the booking&apos;s
            page, or refund it in cash and record it here.
          </p>
          <ul className={styles.rows}>
            {rows.map((row) => (
              <li key={row.reference} className={styles.row}>
                <BookingAmount
                  booking={row}
                  state={row.status === 'canceled' ? 'Canceled' : row.status === 'pending' ? 'Unpaid' : 'Confirmed'}
                  amountLabel="Owed back"
                  amount={row.owedBack}
                />
                {canRecord && open !== row.reference ? (
                  <Button variant="secondary" className={styles.rowButton} aria-label={`Record refund: ${row.reference}`} onClick={() => setOpen(row.reference)}>
                    Record refund
                  </Button>
                ) : null}
                {canRecord && open === row.reference ? (
                  <div className={styles.rowForm}>
                    <RecordRefundForm reference={row.reference} owedBack={row.owedBack} onClose={() => setOpen(undefined)} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
      <RefundsPending rows={pending} />
    </Card>
  );
}

/** Refunds sent through the provider that it has not settled: no longer owed back, but owed back again if one fails. */
function RefundsPending({ rows }: { rows: StaffMoneyPage['refundsPending'] }) {
  const venue = useVenue();
  const title = useId();
  if (rows.length === 0) return null;
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  return (
    <section className={styles.pending} aria-labelledby={title}>
      <h3 id={title} className={styles.pendingTitle}>
        Refunds pending at the provider
      </h3>
      <p className={styles.muted}>
        {formatAud(total)} sent, not settled yet. They are not owed back while pending; one that fails is owed back again and listed above.
      </p>
      <ul className={styles.rows}>
        {rows.map((row) => (
          <li key={`${row.reference}-${row.sentAt}`} className={styles.row}>
            <BookingAmount booking={row} state={`sent ${formatVenueInstant(row.sentAt, venue.timeZone)}`} amountLabel="Pending refund" amount={row.amount} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The booking a row of money is for (its reference a link to its page, and who), hire or party on its day and its state, and the amount. */
function BookingAmount({ booking, state, amountLabel, amount }: { booking: BookingOfRow; state: string; amountLabel: string; amount: number }) {
  return (
    <>
      <div className={styles.rowFacts}>
        <p className={styles.rowTitle}>
          <Link to={staffBookingPath(booking.reference)}>{booking.reference}</Link> · {booking.name}
        </p>
        <p className={styles.rowLine}>
          {booking.kind === 'hire' ? 'Hire' : 'Party'} on {formatShortDay(booking.date)} · {state}
        </p>
      </div>
      <p className={styles.rowAmount}>
        <span className="visually-hidden">{amountLabel}: </span>
        {formatAud(amount)}
      </p>
    </>
  );
}

type BookingOfRow = Pick<StaffMoneyPage['owedBack'][number], 'reference' | 'name' | 'kind' | 'date'>;

function BalancesDue({ rows }: { rows: StaffMoneyPage['balancesDue'] }) {
  const total = rows.reduce((sum, row) => sum + row.due, 0);
  return (
    <Card title="Balances due in the next 7 days">
      {rows.length === 0 ? (
        <p className={styles.muted}>No balances due in the next 7 days.</p>
      ) : (
        <table className={styles.table}>
          <caption>
            {formatAud(total)} from {rows.length} {rows.length === 1 ? 'booking' : 'bookings'}, taken on the day
          </caption>
          <TableHead columns={['Booking', 'When', 'Who', { label: 'Due', className: styles.amount }]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.reference}>
                <td data-label="Booking">
                  <span>
                    <Link to={staffBookingPath(row.reference)}>{row.reference}</Link>
                    {row.kind === 'hire' ? ' (hire)' : ''}
                  </span>
                </td>
                <td data-label="When">
                  {formatShortDay(row.date)}, {formatTime12h(row.startTime)}
                </td>
                <td data-label="Who">{row.name}</td>
                <td data-label="Due" className={styles.amount}>
                  {formatAud(row.due)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
