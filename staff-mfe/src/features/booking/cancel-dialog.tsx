import { useRef, useState } from 'react';
import { canceledRefundSentWords, CHANGE_OF_PLAN_MESSAGES as WORDS, fieldErrors, formatAud, LIMITS, staffCancelBody, type CancelQuote, type PlanChangedBy, type StaffBooking } from '@party/domain';
import { Alert, apiErrorCode, apiErrorMessage, Button, CancelQuoteList, Dialog, LoadingState, notify, RadioGroup, TextAreaField, type ApiError } from '@party/shared-ui';
import { ApiProblem } from '../../shared/api-status';
import { useCancelBookingMutation, useQuoteCancelMutation } from './api';
import styles from './booking.module.css';

type Problems = { by?: string; reason?: string };

/**
 * Cancel: who asked (the customer, under the terms; the venue, refunding everything), why, and
 * the quote of what is kept and refunded, read as soon as who asked is chosen; Yes, cancel sends
 * the refund shown. A payment that arrived meanwhile changes the refund: the new quote is shown,
 * to be confirmed again. The reason typed is kept through every refusal.
 */
export function CancelDialog({ booking, onClose }: { booking: StaffBooking; onClose: (canceled: boolean) => void }) {
  const { reference } = booking;
  const [by, setBy] = useState<PlanChangedBy | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Problems>({});
  const [quote, setQuote] = useState<CancelQuote>();
  const [notice, setNotice] = useState<string>();
  const [problem, setProblem] = useState<ApiError>();
  const [over, setOver] = useState(false);
  const [quoteCancel, quoting] = useQuoteCancelMutation();
  const [cancelBooking, canceling] = useCancelBookingMutation();
  /** The quote asked for last: an earlier one answering late is not shown over it. */
  const asked = useRef(0);

  async function askQuote(who: PlanChangedBy): Promise<CancelQuote | undefined> {
    const ask = (asked.current += 1);
    setQuote(undefined);
    setProblem(undefined);
    const result = await quoteCancel({ reference, by: who });
    if (ask !== asked.current) return undefined;
    if ('error' in result) {
      refused(result.error as ApiError);
      return undefined;
    }
    setQuote(result.data);
    return result.data;
  }

  function refused(error: ApiError) {
    if (apiErrorCode(error) === 'booking-canceled') {
      setOver(true);
      setNotice(apiErrorMessage(error));
      return;
    }
    setProblem(error);
  }

  function chooseWho(who: string) {
    setBy(who as PlanChangedBy);
    setErrors((current) => ({ ...current, by: undefined }));
    setNotice(undefined);
    void askQuote(who as PlanChangedBy);
  }

  async function confirm() {
    const found = fieldErrors(staffCancelBody, { by: by || undefined, reason, refund: quote?.refund ?? 0 }) as Problems;
    setErrors(found);
    if (found.by || found.reason || !by) return;
    if (!quote) {
      // Its quote failed or is on its way: what is refunded is shown before anything is canceled.
      if (!quoting.isLoading) void askQuote(by);
      return;
    }
    setProblem(undefined);
    const result = await cancelBooking({ reference, cancel: { by, reason, refund: quote.refund } });
    if ('error' in result) {
      const error = result.error as ApiError;
      const code = apiErrorCode(error);
      if (code !== 'refund-changed' && code !== 'changed-meanwhile') return refused(error);
      // Money arrived (or the booking changed) since the quote: the new one, to confirm again.
      if (await askQuote(by)) setNotice(code === 'refund-changed' ? WORDS.refundChanged : apiErrorMessage(error));
      return;
    }
    const done = result.data;
    notify.success(WORDS.staffCanceled, `${reference} is canceled and its time is free again. ${canceledRefundSentWords(done.refundSent)}`);
    onClose(true);
  }

  const actions = over ? (
    <Button variant="secondary" onClick={() => onClose(false)}>
      {WORDS.staffBackToBooking}
    </Button>
  ) : (
    <>
      <Button variant="danger" busy={canceling.isLoading} busyLabel="Canceling…" disabled={quoting.isLoading} onClick={() => void confirm()}>
        {WORDS.staffConfirmCancel}
      </Button>
      <Button variant="ghost" disabled={canceling.isLoading} onClick={() => onClose(false)}>
        {WORDS.staffKeepBooking}
      </Button>
    </>
  );

  return (
    <Dialog open title={`${WORDS.cancelButton} ${reference}`} description={over ? undefined : WORDS.staffCancelDescription} onOpenChange={(open) => (open ? undefined : onClose(false))} actions={actions}>
      <div className="stack gap-3">
        {notice ? <Alert tone="warning">{notice}</Alert> : null}
        {over ? null : (
          <>
            <RadioGroup
              legend={WORDS.staffWhoAsked}
              name="by"
              value={by}
              onChange={chooseWho}
              error={errors.by}
              options={[
                { value: 'customer', label: WORDS.staffByCustomer, description: WORDS.staffByCustomerDetail },
                { value: 'venue', label: WORDS.staffByVenue, description: WORDS.staffByVenueDetail },
              ]}
            />
            <TextAreaField
              label={WORDS.staffReason}
              name="reason"
              required
              rows={3}
              maxLength={LIMITS.notes}
              hint={WORDS.staffReasonHint}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (errors.reason) setErrors((current) => ({ ...current, reason: undefined }));
              }}
              error={errors.reason}
            />
            {/* Read out as it arrives: what is kept and refunded follows who asked. */}
            <div aria-live="polite">
              {quoting.isLoading ? <LoadingState label="Working out what is kept and refunded…" /> : quote ? <CancelQuoteView quote={quote} /> : null}
            </div>
          </>
        )}
        {problem ? <ApiProblem error={problem} fallback={WORDS.staffNothingChanged} /> : null}
      </div>
    </Dialog>
  );
}

/** What canceling keeps and refunds, and why in the terms' words. */
function CancelQuoteView({ quote }: { quote: CancelQuote }) {
  return (
    <section className={styles.quote} aria-labelledby="cancel-quote-title">
      <h3 id="cancel-quote-title" className={styles.quoteTitle}>
        {quote.refund > 0 ? `Refund ${formatAud(quote.refund)}` : 'Nothing to refund'}
      </h3>
      <p className={styles.muted}>{quote.keptWords}</p>
      <CancelQuoteList quote={quote} reader="staff" />
    </section>
  );
}
