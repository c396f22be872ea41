import { useCallback, useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { isAfterHoursDateBookable, toCents, toDollars, type AfterHoursPricing, type Package } from '@party/domain';
import { apiErrorStatus, browserStorage, QueryStatus, useHydrated, useNowOnce, useVenue, type PaymentRow } from '@party/shared-ui';
import { useGetAfterHoursBookingQuery } from '../../shared/api';
import { afterHoursPackage, useEventCatalogue } from '../../shared/catalogue';
import { clearEventDraft, readEventDraft, writeEventDraft, type EventDraft, type SavedBooking } from '../../shared/draft-storage';
import { EventForm, type EventOffer } from '../../shared/event-form/event-form';
import { newEventValues, type EventFormValues } from '../../shared/event-form/form-values';
import { useContinue } from './use-continue';

/** A new event pays its 50 % deposit (the rest later) or the full amount now. */
function payNow(pricing: AfterHoursPricing, values: EventFormValues): PaymentRow[] {
  if (values.paymentOption === 'full') return [{ row: 'pay-now', option: 'full', amount: pricing.total }];
  return [
    { row: 'pay-now', option: 'deposit', amount: pricing.deposit },
    { row: 'balance', amount: toDollars(toCents(pricing.total) - toCents(pricing.deposit)) },
  ];
}

/** The kept draft, with the venue's package, and without a date that can no longer be booked. */
function startingDraft(storage: Storage | undefined, pkg: Package | null, now: number, unavailableDates: readonly string[], timeZone: string): EventDraft {
  const kept = readEventDraft(storage);
  if (!kept) return { values: newEventValues(pkg), saved: null };
  const bookable = kept.values.date !== '' && isAfterHoursDateBookable(kept.values.date, now, unavailableDates, timeZone);
  const values = bookable ? kept.values : { ...kept.values, date: '' as const, startTime: '', endTime: '' };
  return { values: { ...values, selectedPackage: pkg }, saved: kept.saved };
}

/**
 * The new event page: loads the venue's package, add-ons, unavailable dates and the times already
 * taken, then the form, which starts from the draft kept in session storage (a reload, Back from
 * the checkout). The unpaid booking made from the draft is the parent's own: its time is not
 * taken for them (a changed draft replaces it). The times are as of the page's clock.
 */
export function NewEventView() {
  const now = useNowOnce();
  const storage = useDraftStorage();
  const [ownBooking, setOwnBooking] = useState(() => readEventDraft(storage)?.saved?.bookingId);
  const catalogue = useEventCatalogue({ withPackages: true, now, except: ownBooking });
  // Starting over (the booking made from the draft is paid) mounts a new form.
  const [generation, setGeneration] = useState(0);
  // A page the server rendered is hydrated without the draft (the server has none): once the
  // storage can be read, the form starts again from the draft, if there is one.
  const [draftReadFrom, setDraftReadFrom] = useState(storage);
  if (draftReadFrom !== storage) {
    setDraftReadFrom(storage);
    const kept = readEventDraft(storage);
    if (kept) {
      setOwnBooking(kept.saved?.bookingId);
      setGeneration((n) => n + 1);
    }
  }
  return (
    <QueryStatus
      query={{ isLoading: catalogue.isLoading, isError: Boolean(catalogue.error), refetch: catalogue.retry }}
      loadingLabel="Loading the booking form…"
      errorTitle="The booking form could not be loaded"
    >
      {catalogue.terms ? (
        <NewEventForm
          key={generation}
          storage={storage}
          offer={{
            catalogue: { selectedPackage: afterHoursPackage(catalogue.packages), addons: catalogue.addons, rates: catalogue.terms.rates, window: catalogue.terms.window },
            unavailableDates: catalogue.unavailableDates,
            taken: catalogue.taken,
            now,
          }}
          onOwnBooking={setOwnBooking}
          onStartOver={() => {
            setOwnBooking(undefined);
            setGeneration((n) => n + 1);
          }}
        />
      ) : null}
    </QueryStatus>
  );
}

/**
 * Session storage, where the draft is kept, once the page may read it: at once in a page the
 * browser renders alone, after hydration in one the server rendered (undefined until then, so
 * that the browser's first render matches the server's, and nothing overwrites the draft before
 * it is read).
 */
function useDraftStorage(): Storage | undefined {
  const hydrated = useHydrated();
  const [storage] = useState(() => browserStorage('sessionStorage'));
  return hydrated ? storage : undefined;
}

interface NewEventFormProps {
  storage: Storage | undefined;
  offer: EventOffer;
  /** The unpaid booking made from the draft, when the page stays with it (its checkout did not open). */
  onOwnBooking: (bookingId: string) => void;
  onStartOver: () => void;
}

function NewEventForm({ storage, offer, onOwnBooking, onStartOver }: NewEventFormProps) {
  const { catalogue, unavailableDates, now } = offer;
  const { timeZone } = useVenue();
  const [draft] = useState(() => startingDraft(storage, catalogue.selectedPackage, now, unavailableDates, timeZone));
  const saved = useRef<SavedBooking | null>(draft.saved);
  const keep = useCallback((values: EventFormValues) => writeEventDraft(storage, { values, saved: saved.current }), [storage]);
  const { run, busy } = useContinue(catalogue, saved, storage, onOwnBooking);
  useForgetFinishedBooking(draft.saved?.bookingId, {
    onFinished: () => {
      clearEventDraft(storage);
      onStartOver();
    },
    onUnknown: () => {
      saved.current = null;
    },
  });

  return (
    <EventForm
      initialValues={draft.values}
      offer={offer}
      submitLabel="Continue"
      busy={busy}
      onSubmit={run}
      payments={payNow}
      offerPaymentOption
      onChange={keep}
    />
  );
}

/**
 * The draft is kept while its booking waits for payment. Once that booking is paid or canceled
 * the draft has done its job and the page starts over (`onFinished`); a booking the API no longer
 * knows is forgotten (`onUnknown`). Asked once, on arriving at the page.
 */
function useForgetFinishedBooking(bookingId: string | undefined, then: { onFinished: () => void; onUnknown: () => void }) {
  const { data, error } = useGetAfterHoursBookingQuery(bookingId ?? skipToken, { refetchOnMountOrArgChange: true });
  const handlers = useRef(then);
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    if (data && data.status !== 'pending') {
      handled.current = true;
      handlers.current.onFinished();
    } else if (apiErrorStatus(error) === 404) {
      handled.current = true;
      handlers.current.onUnknown();
    }
  }, [data, error]);
}
