import { useCallback, useEffect, useRef, useState } from 'react';
import { CHANGE_OF_PLAN_MESSAGES, type ApiErrorCode, type CancelQuote } from '@party/domain';
import { apiErrorCode, apiErrorMessage, type ApiError } from '../api/api-error';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { LoadingState } from '../components/loading-state';
import { CancelQuoteList } from './cancel-quote-list';
import styles from './cancel-booking-dialog.module.css';

// The customer's cancellation (decision 052), a party's from its edit page or a hire's from its
// own: a confirmation step that first asks the API what canceling would keep and refund (nothing is
// saved), shows it, and cancels only on 'Yes, Cancel the Booking', carrying the refund shown. The
// calls are each flow's own (their addresses differ); what is shown and how a refusal is met is one.

/** Refusals after which there is nothing to confirm: the page shows the booking as it now is. */
const NOT_CANCELABLE: readonly ApiErrorCode[] = ['online-changes-closed', 'booking-canceled', 'event-started', 'booking-not-found'];

/** Refusals that mean the figures shown no longer hold: asked again, and shown with the reason. */
const FIGURES_CHANGED: readonly ApiErrorCode[] = ['refund-changed', 'changed-meanwhile'];

export interface CancelBookingDialogProps {
  open: boolean;
  /** Closed by Keep the Booking, Escape or ×; never while the cancellation is being sent. */
  onClose: () => void;
  kind: 'party' | 'event';
  /** POST .../cancel/quote: what canceling would keep and refund. */
  quote: () => Promise<CancelQuote>;
  /** POST .../cancel with the refund shown. */
  cancel: (refund: number) => Promise<CancelQuote>;
  /** Canceled: the answer says what is refunded. The dialog has closed. */
  onCanceled: (answer: CancelQuote) => void;
  /** The API says the booking can no longer be canceled online (closed, canceled, started): the page reads it again. */
  onRefused: (code: ApiErrorCode) => void;
}

type QuoteState = { status: 'loading' } | { status: 'ready'; quote: CancelQuote } | { status: 'failed'; message: string };

/** 'Cancel This Booking': what is paid, kept and refunded, then Keep the Booking or Yes, Cancel the Booking. */
export function CancelBookingDialog({ open, onClose, kind, quote, cancel, onCanceled, onRefused }: CancelBookingDialogProps) {
  const [state, setState] = useState<QuoteState>({ status: 'loading' });
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Canceled: the page's canceled message takes the focus, not the Cancel button that opened this
  // (the page is about to show the booking canceled, without it).
  const [canceled, setCanceled] = useState(false);
  // Answers that arrive after the dialog closed (or a newer question) are let go.
  const asked = useRef(0);

  const refused = useCallback(
    (error: unknown): boolean => {
      const code = apiErrorCode(error as ApiError);
      if (!code || !NOT_CANCELABLE.includes(code)) return false;
      onClose();
      onRefused(code);
      return true;
    },
    [onClose, onRefused],
  );

  /** Asks what canceling would do; the answer replaces what the dialog shows. */
  const ask = useCallback(() => {
    const question = ++asked.current;
    quote().then(
      (answer) => {
        if (question === asked.current) setState({ status: 'ready', quote: answer });
      },
      (error: unknown) => {
        if (question !== asked.current || refused(error)) return;
        setState({ status: 'failed', message: apiErrorMessage(error as ApiError) });
      },
    );
  }, [quote, refused]);

  const askAgain = useCallback(() => {
    setState({ status: 'loading' });
    ask();
  }, [ask]);

  // Each opening starts afresh: the figures are asked for again, and nothing said before stays.
  const [openSeen, setOpenSeen] = useState(false);
  if (open !== openSeen) {
    setOpenSeen(open);
    if (open) {
      setState({ status: 'loading' });
      setNotice(undefined);
      setCanceled(false);
    }
  }
  useEffect(() => {
    if (!open) return;
    ask();
    // Closed: an answer still on its way is let go.
    return () => {
      asked.current += 1;
    };
  }, [open, ask]);

  async function confirm(shown: CancelQuote) {
    setBusy(true);
    setNotice(undefined);
    try {
      const answer = await cancel(shown.refund);
      setBusy(false);
      setCanceled(true);
      onClose();
      onCanceled(answer);
    } catch (error) {
      setBusy(false);
      if (refused(error)) return;
      const code = apiErrorCode(error as ApiError);
      if (code && FIGURES_CHANGED.includes(code)) {
        setNotice(code === 'refund-changed' ? CHANGE_OF_PLAN_MESSAGES.refundChanged : apiErrorMessage(error as ApiError));
        askAgain();
        return;
      }
      setNotice(apiErrorMessage(error as ApiError));
    }
  }

  const ready = state.status === 'ready' ? state.quote : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title={CHANGE_OF_PLAN_MESSAGES.cancelTitle}
      description={CHANGE_OF_PLAN_MESSAGES.cancelIntro[kind]}
      returnFocus={!canceled}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {CHANGE_OF_PLAN_MESSAGES.keepBooking}
          </Button>
          <Button variant="danger" disabled={!ready} busy={busy} busyLabel={CHANGE_OF_PLAN_MESSAGES.canceling} onClick={() => ready && void confirm(ready)}>
            {CHANGE_OF_PLAN_MESSAGES.confirmCancel}
          </Button>
        </>
      }
    >
      {notice ? (
        <Alert tone="warning">
          <p className={styles.text}>{notice}</p>
        </Alert>
      ) : null}
      {state.status === 'loading' ? <LoadingState label="Working out your refund…" /> : null}
      {state.status === 'failed' ? (
        <Alert tone="danger" title={CHANGE_OF_PLAN_MESSAGES.quoteFailed}>
          <p className={styles.text}>{state.message}</p>
          <Button variant="secondary" onClick={askAgain}>
            {CHANGE_OF_PLAN_MESSAGES.tryAgain}
          </Button>
        </Alert>
      ) : null}
      {ready ? <CancelFigures quote={ready} /> : null}
    </Dialog>
  );
}

/** What is paid, kept and refunded, and why, in the terms' words. */
function CancelFigures({ quote }: { quote: CancelQuote }) {
  return (
    <div className={styles.figures} role="status">
      <CancelQuoteList quote={quote} reader="customer" />
      <p className={styles.text}>{quote.keptWords}</p>
    </div>
  );
}

/** A flow's two cancel calls: RTK Query mutation triggers whose answers unwrap to the quote. */
type CancelCall<Arg> = (arg: Arg) => { unwrap: () => Promise<CancelQuote> };

export interface CancelCalls {
  /** POST .../cancel/quote for the booking. */
  quote: CancelCall<string>;
  /** POST .../cancel for the booking, with the refund shown. */
  cancel: CancelCall<{ id: string; refund: number }>;
  /** Too late online ('online-changes-closed'): the page says so in place of its changes. */
  onClosed: () => void;
  /** Any other refusal (canceled or started meanwhile): the page reads the booking again, if its cache does not. */
  onOtherRefusal?: () => void;
}

/**
 * The dialog's wiring for one booking, the same for a party and a hire: whether it is open, and
 * the props that open and close it and send the booking's calls. The page adds its kind and what
 * it does once canceled.
 */
export function useCancelBookingDialog(id: string, { quote, cancel, onClosed, onOtherRefusal }: CancelCalls) {
  const [open, setOpen] = useState(false);
  const onClose = useCallback(() => setOpen(false), []);
  const askQuote = useCallback(() => quote(id).unwrap(), [quote, id]);
  const sendCancel = useCallback((refund: number) => cancel({ id, refund }).unwrap(), [cancel, id]);
  const onRefused = useCallback(
    (code: ApiErrorCode) => {
      if (code === 'online-changes-closed') onClosed();
      else onOtherRefusal?.();
    },
    [onClosed, onOtherRefusal],
  );
  const show = useCallback(() => setOpen(true), []);
  return { show, dialog: { open, onClose, quote: askQuote, cancel: sendCancel, onRefused } };
}
