import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Formik, useFormikContext } from 'formik';
import { TOAST_MESSAGES, TOAST_TITLES, type AfterHoursPricing } from '@party/domain';
import { Card, notify, scrollToAndFocus, StepActions, SummaryLayout, useShownError, type PaymentRow } from '@party/shared-ui';
import { AddonFields } from './addon-fields';
import { ContactFields } from './contact-fields';
import { DateTimeFields } from './date-time-fields';
import { EventSummary } from './event-summary';
import { firstFieldWithError } from './field-error';
import type { TakenTimes } from '../taken-times';
import { eventFormErrors, priceEvent, timesTakenStatus, type EventCatalogue, type EventFormValues, type SaveFeedback } from './form-values';
import { GuestFields } from './guest-fields';
import { PaymentOptionField } from './payment-option-field';
import { priceBarFigures } from './price-lines';
import styles from './event-form.module.css';

/** What can be booked, as the new and the edit page load it for the form. */
export interface EventOffer {
  catalogue: EventCatalogue;
  unavailableDates: readonly string[];
  /** When the centre is already taken (read again after a clash). */
  taken: TakenTimes;
  /** The page's clock, read once per visit. */
  now: number;
}

export interface EventFormProps {
  /** Where the form starts; new values (a booking saved again) start it afresh. */
  initialValues: EventFormValues;
  offer: EventOffer;
  /** 'Continue' (new) or 'Update Booking' (edit). */
  submitLabel: string;
  busy: boolean;
  /** Called with valid values only; tells the form when the times turned out to be taken. */
  onSubmit: (values: EventFormValues, feedback: SaveFeedback) => unknown;
  /** What the summary says is paid now, already, or left to pay, for the price as the form stands. */
  payments: (pricing: AfterHoursPricing, values: EventFormValues) => PaymentRow[];
  /** Offers deposit or full (while nothing has been paid). */
  offerPaymentOption: boolean;
  /** Told of every change (the new page keeps its draft). */
  onChange?: (values: EventFormValues) => void;
  /** At the foot of the summary: what has been paid, a way to pay the rest. */
  footer?: ReactNode;
}

/** The summary's element: the price bar's Summary button takes the parent there. */
const EVENT_SUMMARY_ID = 'event-summary';

/**
 * The after-hours form (new and edit) with its summary: date and times, the customer's details,
 * guests, add-ons, the hidden package, and the price as it stands. The button checks the whole
 * form against the domain's after-hours schema: each message shows under its field, a
 * 'Validation Error' toast says so, and the keyboard goes to the first field to correct.
 */
export function EventForm(props: EventFormProps) {
  // The form is checked as the parent types only once they have tried to go on (the messages show from then).
  const [attempted, setAttempted] = useState(false);
  return (
    <Formik
      initialValues={props.initialValues}
      enableReinitialize
      validate={(values) => eventFormErrors(values, props.offer.catalogue.window, props.initialValues)}
      validateOnBlur={false}
      validateOnChange={attempted}
      onSubmit={async (values, { setStatus }) => {
        await props.onSubmit(values, {
          timesTaken: () => {
            setStatus(timesTakenStatus());
            props.offer.taken.refresh();
          },
        });
      }}
    >
      <EventFormBody {...props} onAttempt={() => setAttempted(true)} />
    </Formik>
  );
}

function EventFormBody({
  offer: { catalogue, unavailableDates, taken, now },
  submitLabel,
  busy,
  payments,
  offerPaymentOption,
  onChange,
  footer,
  onAttempt,
}: EventFormProps & { onAttempt: () => void }) {
  const formik = useFormikContext<EventFormValues>();
  const { values } = formik;
  const pricing = priceEvent(values, catalogue);
  const paymentRows = payments(pricing, values);
  const packageError = useShownError('selectedPackage');
  const form = useRef<HTMLFormElement>(null);
  // The field to take the keyboard to once its message is on the page (a new object each time).
  const [correct, setCorrect] = useState<{ field: string }>();

  useEffect(() => onChange?.(values), [values, onChange]);
  useEffect(() => {
    if (correct) scrollToAndFocus(form.current?.querySelector<HTMLElement>(`[data-field="${correct.field}"]`));
  }, [correct]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    onAttempt();
    const errors = await formik.validateForm();
    // Counts the attempt (the messages show from now on) and saves when the form is valid.
    void formik.submitForm();
    const field = firstFieldWithError(errors);
    if (!field) return;
    notify.error(TOAST_TITLES.validationError, TOAST_MESSAGES.validationError);
    setCorrect({ field });
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
      <SummaryLayout
        summaryId={EVENT_SUMMARY_ID}
        summary={
          <EventSummary values={values} pricing={pricing} rates={catalogue.rates} payments={paymentRows}>
            {packageError ? (
              <p className={styles.error} data-field="selectedPackage" tabIndex={-1}>
                {packageError}
              </p>
            ) : null}
            {offerPaymentOption ? <PaymentOptionField pricing={pricing} depositPercent={catalogue.rates.depositPercent} /> : null}
            {footer}
          </EventSummary>
        }
      >
        <Card title="Date and Time">
          <DateTimeFields now={now} unavailableDates={unavailableDates} taken={taken} hireWindow={catalogue.window} />
        </Card>
        <Card title="Your Details">
          <ContactFields />
        </Card>
        <Card title="Guests">
          <GuestFields rates={catalogue.rates} />
        </Card>
        {catalogue.addons.length > 0 ? (
          <Card title="Add-ons">
            <AddonFields addons={catalogue.addons} />
          </Card>
        ) : null}
      </SummaryLayout>
      {/* After the summary, whose payment option it follows: on a phone it stays in view with the price. */}
      <StepActions submitLabel={submitLabel} busy={busy} pays={offerPaymentOption} price={priceBarFigures(pricing.total, paymentRows)} summaryId={EVENT_SUMMARY_ID} />
    </form>
  );
}
