import { useEffect, useRef, useState } from 'react';
import { useFormikContext, type FormikErrors } from 'formik';
import { useNavigate } from 'react-router-dom';
import {
  DEPOSIT_AMOUNT,
  depositDueCents,
  formatAud,
  isIsoDate,
  PHONE_BOOKING_MESSAGES as WORDS,
  staffBookingPath,
  toCents,
  toDollars,
  type PhoneBookingChoices,
} from '@party/domain';
import { Alert, apiErrorCode, apiErrorMessage, Button, Card, RadioGroup, TextField, type ApiError } from '@party/shared-ui';
import { ApiProblem } from '../../shared/api-status';
import type { PhoneBookedState } from '../../shared/phone-booked';
import { SlotPicker, type SlotChoice } from '../../shared/slot-picker';
import { StaffForm } from '../../shared/staff-form';
import { useVenueToday } from '../../shared/use-clock';
import { useBookByPhoneMutation, useGetPhoneAvailabilityQuery } from './api';
import { FoodFields } from './food-fields';
import { PartyFields } from './party-fields';
import { EMPTY_VALUES, errorsOf, kidsOf, priceOf, requestOf, type PhoneBookingValues } from './phone-booking-values';
import styles from './phone-booking.module.css';

/** Refusals that mean the day, time or room is not to be had (taken meanwhile, closed, too small): choose again. */
const CHOOSE_AGAIN = new Set(['room-taken', 'centre-hired', 'venue-closed', 'date-not-bookable', 'room-too-small']);

/**
 * The phone booking: the party, its day, time and room, food and add-ons, the parent's details and
 * what they pay online. Checked with the contract's schema as it is typed, once more by the API;
 * made, it opens the booking's own page. Nothing typed is lost on a refusal.
 */
export function PhoneBookingForm({ choices }: { choices: PhoneBookingChoices }) {
  const navigate = useNavigate();
  const [bookByPhone] = useBookByPhoneMutation();
  const [problem, setProblem] = useState<ApiError>();
  const [slotNotice, setSlotNotice] = useState<string>();
  // Checked as it is typed once Book was first pressed: each problem then goes as it is put right.
  const [tried, setTried] = useState(false);

  async function submit(values: PhoneBookingValues, setSlot: (slot: SlotChoice) => void) {
    setProblem(undefined);
    setSlotNotice(undefined);
    const result = await bookByPhone(requestOf(values));
    if ('data' in result && result.data) {
      const state: PhoneBookedState = { phoneBooked: { emailedTo: result.data.emailedTo, holdUntil: result.data.holdUntil } };
      navigate(staffBookingPath(result.data.reference), { state });
      return;
    }
    const error = result.error as ApiError;
    const code = apiErrorCode(error) ?? '';
    if (!CHOOSE_AGAIN.has(code)) return setProblem(error);
    // The day's times as they now are: the room (or, when the time is the trouble, the time) is chosen again.
    setSlotNotice(code === 'room-taken' || code === 'room-too-small' ? `${apiErrorMessage(error)} ${WORDS.slotGone}` : apiErrorMessage(error));
    setSlot({ ...values.slot, roomId: '', ...(code === 'room-taken' || code === 'room-too-small' ? {} : { startTime: '' }) });
  }

  return (
    <StaffForm<PhoneBookingValues>
      label={WORDS.title}
      layout="page"
      initialValues={EMPTY_VALUES}
      validate={errorsOf}
      validateOnChange={tried}
      onSubmitPressed={() => setTried(true)}
      onSubmit={(values, form) => submit(values, (slot) => void form.setFieldValue('slot', slot, false))}
    >
      <FormBody choices={choices} problem={problem} slotNotice={slotNotice} />
    </StaffForm>
  );
}

function FormBody({ choices, problem, slotNotice }: { choices: PhoneBookingChoices; problem: ApiError | undefined; slotNotice: string | undefined }) {
  const form = useFormikContext<PhoneBookingValues>();
  const { values, submitCount, isSubmitting } = form;
  // Each field's problem shows once Book was pressed.
  const errors: FormikErrors<PhoneBookingValues> = submitCount > 0 ? form.errors : {};
  const pkg = choices.packages.find((item) => item.id === values.packageId);
  const price = priceOf(values, choices);
  const firstProblem = useFirstProblemFocus(submitCount, isSubmitting, form.errors);

  return (
    <>
      <Card title="The party">
        <PartyFields choices={choices} errors={errors} />
      </Card>
      <Card title="Date, time and room">
        <SlotFields choices={choices} errors={errors.slot as FormikErrors<SlotChoice> | undefined} notice={slotNotice} />
      </Card>
      <Card title="Food and add-ons">{pkg ? <FoodFields choices={choices} pkg={pkg} /> : <p className={styles.muted}>Choose the package first: its free kids&apos; food and what it includes depend on it.</p>}</Card>
      <Card title="Parent or guardian">
        <ContactFields errors={errors.contactInfo as FormikErrors<PhoneBookingValues['contactInfo']> | undefined} />
      </Card>
      <Card title="Payment">
        <div className={styles.fields}>
          {price !== undefined ? (
            <p className={styles.price}>
              Price: <strong>{formatAud(price)}</strong>
            </p>
          ) : null}
          <RadioGroup
            legend="What the parent pays online"
            name="paymentOption"
            value={values.paymentOption}
            onChange={(option) => void form.setFieldValue('paymentOption', option)}
            error={errors.paymentOption}
            options={[
              { value: 'deposit', label: 'Deposit', description: price === undefined ? 'The deposit now, the rest on the day' : `${formatAud(toDollars(depositDueCents(toCents(price), toCents(DEPOSIT_AMOUNT))))} now, the rest on the day` },
              { value: 'full', label: 'Full amount', description: price === undefined ? 'The whole price now' : `${formatAud(price)} now` },
            ]}
          />
          <p className={styles.muted}>{WORDS.payNote}</p>
        </div>
      </Card>
      <div className={styles.actions} ref={firstProblem}>
        {submitCount > 0 && Object.keys(form.errors).length > 0 ? <Alert tone="danger">Some details are missing or not right: see the fields marked above.</Alert> : null}
        {problem ? <ApiProblem error={problem} fallback={WORDS.saveFailed} /> : null}
        <Button type="submit" busy={isSubmitting} busyLabel={WORDS.submitting}>
          {WORDS.submit}
        </Button>
      </div>
    </>
  );
}

/** After Book is pressed with something to put right, the first field marked takes the focus. */
function useFirstProblemFocus(submitCount: number, isSubmitting: boolean, errors: FormikErrors<PhoneBookingValues>) {
  const anchor = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(0);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (isSubmitting || !hasErrors || submitCount === 0 || focusedFor.current === submitCount) return;
    focusedFor.current = submitCount;
    const form = anchor.current?.closest('form');
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input:not(:disabled)');
    first?.focus();
  }, [submitCount, isSubmitting, hasErrors]);
  return anchor;
}

/** The day, then its start times for the package, then the rooms free then: once the package and kids are known. */
function SlotFields({ choices, errors, notice }: { choices: PhoneBookingChoices; errors: FormikErrors<SlotChoice> | undefined; notice: string | undefined }) {
  const { values, setFieldValue } = useFormikContext<PhoneBookingValues>();
  const today = useVenueToday();
  const pkg = choices.packages.find((item) => item.id === values.packageId);
  const kids = kidsOf(values);
  const { date } = values.slot;
  const ready = pkg !== undefined && kids !== undefined;
  const slots = useGetPhoneAvailabilityQuery(
    { date, packageId: pkg?.id ?? '', kids: kids ?? 0 },
    { skip: !ready || !isIsoDate(date) || date < today },
  );
  if (!ready) return <p className={styles.muted}>{WORDS.chooseKidsFirst}</p>;
  return (
    <div className={styles.fields}>
      {notice ? <Alert tone="warning">{notice}</Alert> : null}
      <SlotPicker
        kind="party"
        value={values.slot}
        onChange={(slot) => void setFieldValue('slot', slot)}
        slots={{ data: slots.data?.slots, isFetching: slots.isFetching, isError: slots.isError, refetch: slots.refetch }}
        minutes={Math.round(pkg.duration * 60)}
        today={today}
        kids={kids}
        errors={errors}
      />
      {date ? null : <p className={styles.muted}>{WORDS.chooseDate}</p>}
    </div>
  );
}

/** The parent's name, email (the pay link goes there), mobile and address. */
function ContactFields({ errors = {} }: { errors: FormikErrors<PhoneBookingValues['contactInfo']> | undefined }) {
  const { values, handleChange } = useFormikContext<PhoneBookingValues>();
  const contact = values.contactInfo;
  return (
    <div className={styles.fields}>
      <TextField label="Parent's name" name="contactInfo.parentName" required autoComplete="off" value={contact.parentName} onChange={handleChange} error={errors.parentName} />
      <TextField
        label="Email"
        name="contactInfo.email"
        type="email"
        required
        autoComplete="off"
        hint="The link to pay goes here."
        value={contact.email}
        onChange={handleChange}
        error={errors.email}
      />
      <TextField label="Mobile" name="contactInfo.phone" type="tel" inputMode="tel" required autoComplete="off" value={contact.phone} onChange={handleChange} error={errors.phone} />
      <TextField label="Address" name="contactInfo.address" required autoComplete="off" value={contact.address} onChange={handleChange} error={errors.address} />
    </div>
  );
}
