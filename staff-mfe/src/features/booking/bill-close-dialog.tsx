import { FINAL_BILL_MESSAGES as WORDS, formatAud, type StaffBill } from '@party/domain';
import { Button, Dialog, notify, SummaryList } from '@party/shared-ui';
import { ApiProblem } from '../../shared/api-status';
import { useCloseBillMutation } from './api';

/**
 * Close the party: the lines as they stand and the total they add, confirmed before anything is
 * saved, with that total: a child checked in meanwhile changes the bill, which the API refuses in
 * its words, and the dialog shows the bill as it now is, to confirm again. A bill closed meanwhile
 * (at another till) is refused too.
 */
export function BillCloseDialog({ bill, onClose }: { bill: StaffBill; onClose: () => void }) {
  const [closeBill, closing] = useCloseBillMutation();
  async function confirm() {
    const result = await closeBill({ reference: bill.reference, close: { charged: bill.charged } });
    if ('error' in result) return;
    notify.success('Party closed', `${formatAud(result.data.charged)} added to ${bill.reference}. ${formatAud(result.data.money.due)} is due.`);
    onClose();
  }
  return (
    <Dialog
      open
      title={`${WORDS.closeButton} ${bill.reference}`}
      description={`Closing adds ${formatAud(bill.charged)} to the price. The bill cannot be closed twice; a line can be waived afterwards, with a reason.`}
      onOpenChange={(open) => (open ? undefined : onClose())}
      actions={
        <>
          <Button busy={closing.isLoading} busyLabel="Closing…" onClick={() => void confirm()}>
            {`Yes, close and add ${formatAud(bill.charged)}`}
          </Button>
          <Button variant="ghost" disabled={closing.isLoading} onClick={onClose}>
            Not yet
          </Button>
        </>
      }
    >
      <div className="stack gap-3">
        <SummaryList
          amounts
          label="What closing adds"
          rows={[
            ...bill.lines.map((line) => ({ key: line.kind, label: `${line.label} (${line.quantity} × ${formatAud(line.unit)})`, value: formatAud(line.amount) })),
            { key: 'total', label: 'Added to the price', value: formatAud(bill.charged), emphasis: true },
          ]}
        />
        {closing.error ? <ApiProblem error={closing.error} fallback="The party was not closed: the staff system did not answer. Please try again." /> : null}
      </div>
    </Dialog>
  );
}
