import { useState } from 'react';
import { FINAL_BILL_MESSAGES as WORDS, formatAud, type BillLineKind, type StaffBill, type StaffBooking } from '@party/domain';
import { Button, Card, SummaryList, useVenue } from '@party/shared-ui';
import { StaffQueryStatus } from '../../shared/api-status';
import { formatVenueInstant } from '../../shared/format';
import { useGetStaffBillQuery } from './api';
import { BillCloseDialog } from './bill-close-dialog';
import { BillLines } from './bill-lines';
import { BillWaiveDialog } from './bill-waive-dialog';
import { PayLinkButton } from './bill-pay-link';
import { TakePaymentForm } from './take-payment-form';
import kit from '../../shared/staff-kit.module.css';
import styles from './booking.module.css';

/**
 * A party's final bill (decision 064), once it has started: who came against who was booked, the
 * lines (children beyond those booked, no-show fees), Close the party, Waive a line with a reason,
 * then the balance it leaves with Take payment and Email the pay link.
 */
export function BillSection({ booking, canBill, canTakePayment }: { booking: StaffBooking; canBill: boolean; canTakePayment: boolean }) {
  const bill = useGetStaffBillQuery(booking.reference);
  return (
    <Card title={WORDS.title}>
      <StaffQueryStatus query={bill} loadingLabel="Loading the final bill…" errorTitle="The final bill could not be loaded">
        {bill.data ? <Bill bill={bill.data} canBill={canBill} canTakePayment={canTakePayment && booking.status === 'confirmed'} /> : null}
      </StaffQueryStatus>
    </Card>
  );
}

function Bill({ bill, canBill, canTakePayment }: { bill: StaffBill; canBill: boolean; canTakePayment: boolean }) {
  const { timeZone } = useVenue();
  const [closing, setClosing] = useState(false);
  const [waiving, setWaiving] = useState<BillLineKind>();
  const [paying, setPaying] = useState(false);
  const { counts, closed, money } = bill;
  const waivable = canBill && closed !== null;
  return (
    <div className="stack gap-3">
      <SummaryList
        label="Who came"
        rows={[
          { key: 'booked', label: 'Kids booked', value: String(counts.booked) },
          { key: 'listed', label: 'On the list', value: String(counts.onList) },
          {
            key: 'in',
            label: 'Checked in',
            value: counts.checkedInWalkIns > 0 ? `${counts.checkedIn} (${counts.checkedInWalkIns} not on the list)` : String(counts.checkedIn),
          },
        ]}
      />
      <BillLines bill={bill} onWaive={waivable ? setWaiving : undefined} />
      {closed ? (
        <p className={styles.muted}>
          Closed by {closed.by}, {formatVenueInstant(closed.at, timeZone)}.
        </p>
      ) : bill.notClosable ? (
        <p className={styles.muted}>{bill.notClosable}</p>
      ) : canBill ? (
        <div>
          <Button onClick={() => setClosing(true)}>{WORDS.closeButton}</Button>
        </div>
      ) : (
        <p className={styles.muted}>Not closed yet: the lines are as the door list stands now.</p>
      )}
      {closed ? (
        <>
          <SummaryList amounts rows={[{ key: 'due', label: 'Balance due', value: formatAud(money.due), emphasis: true }]} />
          {canTakePayment && money.due > 0 ? (
            <div className={kit.actions}>
              {paying ? null : <Button onClick={() => setPaying(true)}>Take the balance</Button>}
              <PayLinkButton reference={bill.reference} />
            </div>
          ) : null}
          {canTakePayment && money.due > 0 && paying ? <TakePaymentForm reference={bill.reference} due={money.due} onClose={() => setPaying(false)} /> : null}
        </>
      ) : null}
      {closing ? <BillCloseDialog bill={bill} onClose={() => setClosing(false)} /> : null}
      {waiving ? <BillWaiveDialog reference={bill.reference} line={bill.lines.find((line) => line.kind === waiving)!} onClose={() => setWaiving(undefined)} /> : null}
    </div>
  );
}
