import { useState } from 'react';
import { formatAud, type StaffBooking, type StaffMoneyRecord } from '@party/domain';
import { Badge, Button, Card, SummaryList, useVenue } from '@party/shared-ui';
import { formatVenueInstant } from '../../shared/format';
import { MoneyStateBadge } from '../../shared/money-state-badge';
import { TableHead } from '../../shared/table-head';
import { SendRefundForm } from './send-refund-form';
import { TakePaymentForm } from './take-payment-form';
import styles from './booking.module.css';

const KINDS: Record<string, string> = { deposit: 'Deposit', full: 'Full payment', balance: 'Balance', refund: 'Refund' };
const METHODS: Record<string, string> = { online: 'Online', card: 'Card', cash: 'Cash' };

/**
 * The booking's money: its price, what it holds, what is due and owed back, every payment and
 * refund (a refund sent through the provider with its status), Take payment and Refund.
 */
export function MoneySection({ booking, canTakePayment, canSendRefund }: { booking: StaffBooking; canTakePayment: boolean; canSendRefund: boolean }) {
  const [paying, setPaying] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const money = booking.money!;
  const mayPay = canTakePayment && money.due > 0 && booking.status !== 'canceled';
  const mayRefund = canSendRefund && money.refundableOnline > 0;
  return (
    <Card title="Money">
      <div className="stack gap-3">
        <MoneyStateBadge money={money} status={booking.status} />
        <SummaryList
          amounts
          rows={[
            { key: 'total', label: 'Price', value: formatAud(money.totalPrice) },
            ...(money.discount > 0 ? [{ key: 'discount', label: 'Discount', value: `−${formatAud(money.discount)}` }] : []),
            // The bill's lines beyond the order: each rebooking fee, named by the date moved from; the final bill's lines (decision 064).
            ...money.fees.map((fee) => ({ key: `fee-${fee.kind}-${fee.at}`, label: fee.label, value: formatAud(fee.amount) })),
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
        {mayRefund && !refunding ? (
          <div>
            <Button variant="secondary" onClick={() => setRefunding(true)}>
              Refund
            </Button>
          </div>
        ) : null}
        {mayRefund && refunding ? (
          <SendRefundForm reference={booking.reference} refundable={money.refundableOnline} owedBack={money.owedBack} onClose={() => setRefunding(false)} />
        ) : null}
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
      <TableHead columns={['When', 'What', { label: 'Amount', className: styles.amount }, 'Reference']} />
      <tbody>
        {records.map((record, index) => (
          <tr key={`${record.at}-${index}`}>
            <td data-label="When">{formatVenueInstant(record.at, venue.timeZone)}</td>
            <td data-label="What">
              <span>
                {KINDS[record.kind] ?? record.kind}
                {record.method ? `, ${METHODS[record.method] ?? record.method}` : ''}
                {record.by ? <span className={styles.muted}> by {record.by}</span> : null}
                <RefundStatus record={record} />
                {record.note ? <span className={styles.note}>{record.note}</span> : null}
              </span>
            </td>
            <td data-label="Amount" className={styles.amount}>
              {/* A failed refund gave nothing back: its amount is not taken off. */}
              {record.kind === 'refund' && record.status !== 'failed' ? `−${formatAud(record.amount)}` : formatAud(record.amount)}
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

/** A refund sent through the provider: pending, refunded, or failed with why (its money still owed back). One recorded by hand says nothing. */
function RefundStatus({ record }: { record: StaffMoneyRecord }) {
  if (record.status === 'pending') return <span className={styles.note}><Badge tone="neutral">Pending</Badge> Sent; the provider has not settled it yet.</span>;
  if (record.status === 'failed') {
    return (
      <span className={`${styles.note} ${styles.failed}`}>
        <Badge tone="danger">Failed</Badge> {record.failure ? `${record.failure.charAt(0).toUpperCase()}${record.failure.slice(1)}. ` : ''}Nothing went back: it is still owed back.
      </span>
    );
  }
  if (record.kind === 'refund' && record.provider) return <span className={styles.note}><Badge tone="success">Refunded</Badge></span>;
  return null;
}
