import { useState } from 'react';
import { formatAud, type StaffBooking, type StaffMoneyRecord } from '@party/domain';
import { Button, Card, SummaryList, useVenue } from '@party/shared-ui';
import { formatVenueInstant } from '../../shared/format';
import { MoneyStateBadge } from '../../shared/money-state-badge';
import { TakePaymentForm } from './take-payment-form';
import styles from './booking.module.css';

const KINDS: Record<string, string> = { deposit: 'Deposit', full: 'Full payment', balance: 'Balance', refund: 'Refund' };
const METHODS: Record<string, string> = { online: 'Online', card: 'Card', cash: 'Cash' };

/** The booking's money: its price, what it holds, what is due and owed back, every payment and refund, and Take payment. */
export function MoneySection({ booking, canTakePayment }: { booking: StaffBooking; canTakePayment: boolean }) {
  const [paying, setPaying] = useState(false);
  const money = booking.money!;
  const mayPay = canTakePayment && money.due > 0 && booking.status !== 'canceled';
  return (
    <Card title="Money">
      <div className={styles.section}>
        <MoneyStateBadge money={money} status={booking.status} />
        <SummaryList
          amounts
          rows={[
            { key: 'total', label: 'Price', value: formatAud(money.totalPrice) },
            ...(money.discount > 0 ? [{ key: 'discount', label: 'Discount', value: `−${formatAud(money.discount)}` }] : []),
            // The bill's lines beyond the order: each rebooking fee, named by the date moved from.
            ...money.fees.map((fee) => ({ key: `fee-${fee.at}`, label: fee.label, value: formatAud(fee.amount) })),
            { key: 'final', label: 'To pay in all', value: formatAud(money.finalPrice) },
            { key: 'paid', label: 'Paid (less refunds)', value: formatAud(money.paid) },
            ...(money.kept > 0 ? [{ key: 'kept', label: 'Kept under the terms', value: formatAud(money.kept) }] : []),
            { key: 'due', label: 'Due', value: formatAud(money.due), emphasis: money.owedBack === 0 },
            ...(money.owedBack > 0 ? [{ key: 'owed', label: 'Owed back', value: formatAud(money.owedBack), emphasis: true }] : []),
          ]}
        />
        {mayPay && !paying ? (
          <div>
            <Button onClick={() => setPaying(true)}>Take payment</Button>
          </div>
        ) : null}
        {mayPay && paying ? <TakePaymentForm reference={booking.reference} due={money.due} onClose={() => setPaying(false)} /> : null}
        <MoneyRecords records={money.records} />
      </div>
    </Card>
  );
}

function MoneyRecords({ records }: { records: StaffMoneyRecord[] }) {
  const venue = useVenue();
  if (records.length === 0) return <p className={styles.muted}>No payments yet.</p>;
  return (
    <table className={styles.table}>
      <caption>Payments and refunds</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">What</th>
          <th scope="col" className={styles.amount}>
            Amount
          </th>
          <th scope="col">Reference</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record, index) => (
          <tr key={`${record.at}-${index}`}>
            <td data-label="When">{formatVenueInstant(record.at, venue.timeZone)}</td>
            <td data-label="What">
              <span>
                {KINDS[record.kind] ?? record.kind}
                {record.method ? `, ${METHODS[record.method] ?? record.method}` : ''}
                {record.by ? <span className={styles.muted}> by {record.by}</span> : null}
                {record.note ? <span className={styles.note}>{record.note}</span> : null}
              </span>
            </td>
            <td data-label="Amount" className={styles.amount}>
              {record.kind === 'refund' ? `−${formatAud(record.amount)}` : formatAud(record.amount)}
            </td>
            <td data-label="Reference">
              <span className={styles.reference}>{[record.provider, record.reference].filter(Boolean).join(' ') || '—'}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
