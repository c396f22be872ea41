import { useRef, useState, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { editStep2Schema, fieldErrors, type BookingRecord } from '@party/domain';
import {
  MissingItemsDialog,
  PageHeader,
  StepIndicator,
  SummaryLayout,
  useHydrated,
  useSingleFlight,
  useStepFocus,
  type MissingItems,
} from '@party/shared-ui';
import { OnlineChangesNote, VenueAskedNotice } from '../../shared/booking-status';
import { CheckedForm } from '../../shared/checked-form';
import { readKeptSelections } from './quantities-storage';
import { EditSummary } from './edit-summary';
import { EditPriceNotices } from './edit-price-notices';
import { priceFigures } from './edit-price';
import {
  initialEditValues,
  keepsAny,
  kidsProblem,
  missingExtras,
  NOTHING_KEPT,
  toBookingUpdate,
  type EditCatalogue,
  type EditValues,
  type StoredSelections,
} from './edit-values';
import { allSections, FoodStep, type SectionsOpen } from './food-step';
import { GuestsStep } from './guests-step';
import { NUMBER_OF_KIDS_FIELD } from './number-of-kids-field';
import { useEditPrice } from './use-edit-price';
import { useSubmitEdit, type EditRefusal } from './use-submit-edit';
import styles from './edit-booking.module.css';

export const EDIT_STEPS = ['Food & Add-ons', 'Add Guest RSVP'] as const;

const EDIT_SUMMARY_ID = 'edit-summary';

export interface EditBookingFormProps {
  booking: BookingRecord;
  catalogue: EditCatalogue;
  /** The server said online changes are closed. */
  onClosed: () => void;
  /** The party's date, time and room, with the ways to move or cancel it (decision 052). */
  plan?: ReactNode;
}

/**
 * The edit, from the booking's own choices or an edit in progress kept in this tab. Session storage
 * is the browser's alone: a page the server rendered opens with the booking's choices, as the
 * server's markup did, and once hydrated starts again from what the tab kept, if anything.
 */
export function EditBookingForm(props: EditBookingFormProps) {
  const bookingId = String(props.booking.bookingId);
  const hydrated = useHydrated();
  const [keptRead, setKeptRead] = useState(hydrated);
  const [kept, setKept] = useState(() => (hydrated ? readKeptSelections(bookingId) : NOTHING_KEPT));
  if (hydrated && !keptRead) {
    setKeptRead(true);
    const stored = readKeptSelections(bookingId);
    if (keepsAny(stored)) setKept(stored);
  }
  return <EditBookingWizard key={keepsAny(kept) ? 'kept' : 'booking'} kept={kept} {...props} />;
}

/** The 2-step edit: food and add-ons, then guests, payment option and terms (Formik's wizard pattern). */
function EditBookingWizard({ booking, catalogue, onClosed, plan, kept }: EditBookingFormProps & { kept: StoredSelections }) {
  const [initialValues] = useState(() => initialEditValues(booking, kept));
  const [step, setStep] = useState<1 | 2>(1);
  const [sections, setSections] = useState<SectionsOpen>(() => allSections(initialValues.timing === 'now'));
  const [missing, setMissing] = useState<MissingItems | undefined>();
  // Why the server refused the last Update, told beside what can fix it until the edit changes.
  const [refusal, setRefusal] = useState<EditRefusal | undefined>();
  const submitEdit = useSubmitEdit(booking, { onClosed, onRefused: showRefusal });
  // One save at a time; while the browser leaves for the checkout or the confirmation, the button stays busy.
  const { run: save, busy: saving } = useSingleFlight((values: EditValues) => submitEdit(toBookingUpdate(values, booking, catalogue)));

  const formik = useFormik<EditValues>({
    initialValues,
    validate: (values) => {
      if (step === 2) return fieldErrors(editStep2Schema, values);
      const kids = kidsProblem(values, booking);
      return kids ? { numberOfKids: kids } : {};
    },
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      if (step === 1) {
        setStep(2);
        return;
      }
      const missingNow = missingExtras(values);
      if (missingNow) setMissing(missingNow);
      else await save(values);
    },
  });

  const stepHeading = useRef<HTMLHeadingElement>(null);
  useStepFocus(step, stepHeading);
  const price = useEditPrice(formik.values, booking, catalogue, onClosed);
  // A refusal stands while the edit on screen is the one refused; any change may have fixed it.
  const refusalNow = refusal && refusal.sent === JSON.stringify(toBookingUpdate(formik.values, booking, catalogue)) ? refusal : undefined;
  /** What the API refused, said beside the field that can fix it (none: above the price). */
  const refusedAt = (field: EditRefusal['field']) => (refusalNow && refusalNow.field === field ? refusalNow.message : undefined);
  // The price a phone keeps in view with the step's buttons.
  const bar = { price: priceFigures(price.figures, formik.values.paymentOption), summaryId: EDIT_SUMMARY_ID };

  /** A number of kids the server refused is fixed on step 1: the parent is taken to its field. */
  function showRefusal(refused: EditRefusal) {
    setRefusal(refused);
    if (refused.field === 'numberOfKids') {
      setStep(1);
      focusKidsField();
    }
  }

  function focusKidsField() {
    // After the step has rendered its field.
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`input[name="${NUMBER_OF_KIDS_FIELD}"]`)?.focus());
  }

  function goBackToItems() {
    void formik.setFieldValue('timing', 'now', false);
    setSections(allSections(true));
    setStep(1);
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Edit Your Booking">
        Booking reference <strong>{booking.reference}</strong>
      </PageHeader>
      <OnlineChangesNote booking={booking} />
      <VenueAskedNotice booking={booking} />
      {plan}
      <SummaryLayout
        summaryLabel="Booking summary"
        summaryId={EDIT_SUMMARY_ID}
        summary={<EditSummary booking={booking} values={formik.values} price={price} numberOfKids={formik.values.numberOfKids} />}
      >
        <StepIndicator steps={EDIT_STEPS} current={step} />
        <EditPriceNotices price={price} refusal={refusedAt(undefined)} />
        <CheckedForm
          formik={formik}
          schema={step === 2 ? editStep2Schema : undefined}
          onSend={() => {
            if (step === 1 && kidsProblem(formik.values, booking)) focusKidsField();
          }}
          className={styles.form}
        >
          <h2 ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
            Step {step}: {EDIT_STEPS[step - 1]}
          </h2>
          {step === 1 ? (
            <FoodStep
              booking={booking}
              catalogue={catalogue}
              sections={sections}
              onSectionsChange={setSections}
              price={bar}
              kidsRefusal={refusedAt('numberOfKids')}
            />
          ) : (
            <GuestsStep
              booking={booking}
              figures={price.figures}
              busy={saving}
              onBack={() => setStep(1)}
              onChangeKids={() => {
                setStep(1);
                focusKidsField();
              }}
              price={bar}
              paymentRefusal={refusedAt('paymentOption')}
            />
          )}
        </CheckedForm>
      </SummaryLayout>
      <MissingItemsDialog
        missing={missing}
        action="Update"
        onDismiss={() => setMissing(undefined)}
        onGoBack={goBackToItems}
        onContinue={() => void save(formik.values)}
      />
    </div>
  );
}
