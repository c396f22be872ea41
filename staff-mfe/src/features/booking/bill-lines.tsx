import { FINAL_BILL_MESSAGES as WORDS, formatAud, type BillLineKind, type StaffBill } from '@party/domain';
import { Badge, Button } from '@party/shared-ui';
import { TableHead } from '../../shared/table-head';
import styles from './booking.module.css';

/**
 * The bill's lines, each with how many at what and its amount; a waived one with who waived it and
 * why; Waive under each still charged. Three columns, so that it fits the booking page's half width.
 */
export function BillLines({ bill, onWaive }: { bill: StaffBill; onWaive?: (kind: BillLineKind) => void }) {
  if (bill.lines.length === 0) return <p className={styles.muted}>Nothing to add: every child who came was booked, and no no-show fee applies.</p>;
  const total = bill.closed ? 'Added to the price' : 'Would add to the price';
  return (
    <table className={styles.table}>
      <caption>{bill.closed ? 'The bill as closed' : 'The bill if closed now'}</caption>
      <TableHead columns={['What', 'Quantity', { label: 'Amount', className: styles.amount }]} />
      <tbody>
        {bill.lines.map((line) => (
          <tr key={line.kind}>
            <td data-label="What">
              <span>
                {line.label}
                {line.waived ? (
                  <span className={styles.note}>
                    <Badge tone="neutral">Waived</Badge> by {line.waived.by}: {line.waived.reason}
                  </span>
                ) : onWaive ? (
                  <span className={styles.lineAction}>
                    <Button variant="secondary" onClick={() => onWaive(line.kind)} aria-label={`${WORDS.waiveButton} ${line.label}`}>
                      {WORDS.waiveButton}
                    </Button>
                  </span>
                ) : null}
              </span>
            </td>
            <td data-label="Quantity">{`${line.quantity} × ${formatAud(line.unit)}`}</td>
            <td data-label="Amount" className={styles.amount}>
              {line.waived ? <s aria-label={`${formatAud(line.amount)}, waived`}>{formatAud(line.amount)}</s> : formatAud(line.amount)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {total}
          </th>
          <td data-label={total} className={styles.amount}>
            {formatAud(bill.charged)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
