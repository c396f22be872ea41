import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFormikContext } from 'formik';
import {
  areOnlineChangesOpen,
  ONLINE_CHANGE_CUTOFF_DAYS,
  ONLINE_CHANGES_CLOSED_TITLE,
  onlineChangesClosedMessage,
  phoneHref,
  SITE_ROUTES,
  TOAST_MESSAGES,
  TOAST_TITLES,
  type AfterHoursBooking,
  type CancelQuote,
} from '@party/domain';
import {
  Alert,
  apiErrorStatus,
  Button,
  ButtonLink,
  describeApiError,
  LoadingState,
  notify,
  useLoadingUntilRendered,
  useNowOnce,
  useVenue,
  VenueContactText,
  type ApiError,
} from '@party/shared-ui';
import { useGetAfterHoursBookingQuery } from '../../shared/api';
import { useEventCatalogue } from '../../shared/catalogue';
import { useAskOnArrival, useValueOnServer } from '../../shared/page-visit';
import { EventForm, type EventOffer } from '../../shared/event-form/event-form';
import { EventSummary } from '../../shared/event-form/event-summary';
import { valuesOfBooking } from '../../shared/event-form/form-values';
import { paidRows } from './booking-money';
import { CancelEvent, EventCanceled } from './cancel-event';
import { PaymentPanel } from './payment-panel';
import { useUpdateEvent } from './use-update-event';
import styles from './edit-event.module.css';

/**
 * The edit page of an after-hours booking (also where the checkout returns, with session_id):
 * loads the booking and the catalogue, then shows what has been paid, the form and Update
 * Booking; or why not: it could not be loaded, it was canceled, or changes are closed (4 days or
 * less before the event, in the venue's time zone, or the server saying so), as of the page's clock.
 */
export function EditEventView({ bookingId }: { bookingId: string }) {
  const now = useNowOnce();
  const refetchOnMountOrArgChange = useAskOnArrival();
  const booking = useGetAfterHoursBookingQuery(bookingId, { refetchOnMountOrArgChange });
  // The booking's own time is not taken for it.
  const catalogue = useEventCatalogue({ withPackages: false, now, except: bookingId });
  const failure = booking.error ?? catalogue.error;
  const loading = useLoadingUntilRendered(booking.isLoading || catalogue.isLoading);

  // A failure the server rendered the page with is not said again: the browser asks again at once
  // (RTK Query does for a failed answer), and says what it finds.
  const serverFailure = useValueOnServer(failure);
  useEffect(() => {
    if (failure && failure !== serverFailure) notify.error(TOAST_TITLES.error, TOAST_MESSAGES.afterHoursLoadFailed);
  }, [failure, serverFailure]);

  // A booking that cannot be read is said at once, without waiting for the rest of the catalogue.
  if (loading && !failure) return <LoadingState label="Loading your booking…" />;
  if (failure || !booking.data || !catalogue.terms) {
    const retry = apiErrorStatus(booking.error) === 404 ? undefined : () => (booking.error ? void booking.refetch() : catalogue.retry());
    return <LoadFailed detail={describeApiError(failure as ApiError)} onRetry={retry} />;
  }
  return (
    <EditEvent
      booking={booking.data}
      offer={{
        catalogue: { selectedPackage: booking.data.selectedPackage, addons: catalogue.addons, rates: booking.data.rates ?? catalogue.terms.rates, window: catalogue.terms.window },
        unavailableDates: catalogue.unavailableDates,
        taken: catalogue.taken,
        now,
      }}
    />
  );
}

/** 'Could not load booking details for editing.', with ways back. */
function LoadFailed({ detail, onRetry }: { detail: string; onRetry?: () => void }) {
  const venue = useVenue();
  return (
    <div className="stack gap-4">
      <Alert tone="danger" title={TOAST_MESSAGES.afterHoursLoadFailed}>
        <p>
          {detail}. Please check the link you followed, or call us on <a href={phoneHref(venue.phone)}>{venue.phone}</a>.
        </p>
      </Alert>
      <div className="wrap-row gap-3">
        {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
        <ButtonLink to={SITE_ROUTES.afterHours} variant={onRetry ? 'secondary' : 'primary'}>
          Book an Event
        </ButtonLink>
        <ButtonLink to={SITE_ROUTES.home} variant="secondary">
          Return Home
        </ButtonLink>
      </div>
    </div>
  );
}

function EditEvent({ booking, offer }: { booking: AfterHoursBooking; offer: EventOffer }) {
  const { catalogue, now } = offer;
  const [closedByServer, setClosedByServer] = useState(false);
  const closeByServer = useCallback(() => setClosedByServer(true), []);
  // The cancellation made on this page, until the page is left: what it refunds is said with it.
  const [canceledNow, setCanceledNow] = useState<CancelQuote | undefined>();
  const venue = useVenue();
  const initialValues = useMemo(() => valuesOfBooking(booking), [booking]);
  const { run, busy } = useUpdateEvent(booking.uniqueBookingId, catalogue, () => setClosedByServer(true));
  const closed = booking.status !== 'canceled' && (closedByServer || !areOnlineChangesOpen(booking.date, now, venue.timeZone));

  return (
    <div className="stack gap-4">
      <p className={styles.lead}>
        Booking reference <strong>{booking.reference}</strong>
      </p>
      <ArrivalMessage booking={booking} />
      {booking.status === 'canceled' || closed ? null : <CancelEvent booking={booking} onClosed={closeByServer} onCanceled={setCanceledNow} />}
      {canceledNow ? <EventCanceled answer={canceledNow} /> : null}
      {booking.status === 'canceled' ? (
        <Alert tone="warning" title="This Booking Has Been Canceled">
          <p>
            A canceled booking can no longer be changed or paid. Please call us on <a href={phoneHref(venue.phone)}>{venue.phone}</a> if you
            think this is wrong.
          </p>
        </Alert>
      ) : null}
      {closed ? (
        <Alert tone="info" title={ONLINE_CHANGES_CLOSED_TITLE}>
          <p>
            <VenueContactText text={onlineChangesClosedMessage(venue, 'event')} />
          </p>
        </Alert>
      ) : null}
      {booking.status === 'canceled' || closed ? (
        <div className={styles.readOnly}>
          <EventSummary
            values={initialValues}
            pricing={booking.pricing}
            rates={catalogue.rates}
            payments={paidRows(booking)(booking.pricing)}
          >
            <PaymentPanel booking={booking} unsaved={false} />
          </EventSummary>
        </div>
      ) : (
        <EventForm
          initialValues={initialValues}
          offer={offer}
          submitLabel="Update Booking"
          busy={busy}
          onSubmit={run}
          payments={paidRows(booking)}
          offerPaymentOption={booking.totalPaidAmount === 0}
          footer={<SavedPayment booking={booking} />}
        />
      )}
    </div>
  );
}

/** The payment panel inside the form, which knows whether the form has changes not saved yet. */
function SavedPayment({ booking }: { booking: AfterHoursBooking }) {
  const { dirty } = useFormikContext();
  return <PaymentPanel booking={booking} unsaved={dirty} />;
}

/** Back from the checkout (session_id in the address): whether the payment has arrived. */
function ArrivalMessage({ booking }: { booking: AfterHoursBooking }) {
  const [search] = useSearchParams();
  if (!search.get('session_id')) return null;
  if (booking.status === 'confirmed') {
    return (
      <Alert tone="success" title="Payment received">
        <p>{`Thank you: your event is booked. You can change it here until ${ONLINE_CHANGE_CUTOFF_DAYS} days before the event.`}</p>
      </Alert>
    );
  }
  return (
    <Alert tone="info" title="Awaiting payment">
      <p>We have not received your payment yet. If you have just paid, it can take a minute to arrive: reload this page to check.</p>
    </Alert>
  );
}
