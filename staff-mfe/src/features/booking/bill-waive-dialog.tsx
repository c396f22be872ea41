import { useState } from 'react';
import { fieldErrors, FINAL_BILL_MESSAGES as WORDS, formatAud, LIMITS, staffBillWaiveBody, type StaffBillLine } from '@party/domain';
import { Button, Dialog, notify, TextAreaField } from '@party/shared-ui';
import { ApiProblem } from '../../shared/api-status';
import { useWaiveBillLineMutation } from './api';

/** Waive a line: it charges nothing once waived, and needs a reason, kept with the line and in the audit. */
export function BillWaiveDialog({ reference, line, onClose }: { reference: string; line: StaffBillLine; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [waive, waiving] = useWaiveBillLineMutation();
  async function confirm() {
    const problem = (fieldErrors(staffBillWaiveBody, { kind: line.kind, reason }) as { reason?: string }).reason;
    setError(problem);
    if (problem) return;
    const result = await waive({ reference, waive: { kind: line.kind, reason: reason.trim() } });
    if ('error' in result) return;
    notify.success('Line waived', `${line.label} on ${reference}: ${formatAud(line.amount)} off the price.`);
    onClose();
  }
  return (
    <Dialog
      open
      title={`${WORDS.waiveButton} ${line.label.toLowerCase()}`}
      description={`${line.quantity} × ${formatAud(line.unit)}: ${formatAud(line.amount)} comes off the price.`}
      onOpenChange={(open) => (open ? undefined : onClose())}
      actions={
        <>
          <Button busy={waiving.isLoading} busyLabel="Waiving…" onClick={() => void confirm()}>
            {`${WORDS.waiveButton} ${formatAud(line.amount)}`}
          </Button>
          <Button variant="ghost" disabled={waiving.isLoading} onClick={onClose}>
            Keep the charge
          </Button>
        </>
      }
    >
      <div className="stack gap-3">
        <TextAreaField
          label="Why is it waived?"
          name="reason"
          required
          rows={3}
          maxLength={LIMITS.notes}
          hint="Kept with the bill and in the history; the parent does not see it."
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(undefined);
          }}
          error={error}
        />
        {waiving.error ? <ApiProblem error={waiving.error} fallback="The line was not waived: the staff system did not answer. Please try again." /> : null}
      </div>
    </Dialog>
  );
}
