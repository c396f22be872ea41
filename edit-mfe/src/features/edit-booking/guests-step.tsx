import { useState } from 'react';
import { useFormikContext } from 'formik';
import { type BookingRecord, type EditQuote } from '@party/domain';
import { Button, FormikCheckboxField, StepActions, TermsDialog, type StepActionsProps } from '@party/shared-ui';
import { EditPaymentOptions } from './edit-payment-options';
import { guestsToAdd, type EditValues } from './edit-values';
import { GuestList } from './guest-list';
import { RsvpList } from './rsvp-list';
import styles from './edit-booking.module.css';

export interface GuestsStepProps {
  booking: BookingRecord;
  /** The edit's money as the page shows it (the server's once it has answered). */
  figures: EditQuote;
  busy: boolean;
  onBack: () => void;
  /** Back to step 1, to the number of kids. */
  onChangeKids: () => void;
  /** The price kept in view with the step's buttons on a phone. */
  price: Pick<StepActionsProps, 'price' | 'summaryId'>;
  /** Why the server refused the payment option chosen at Update, in its words. */
  paymentRefusal?: string;
}

/** Step 2: the guest list beside the RSVPs received, the payment option, the terms, Back and Update Booking. */
export function GuestsStep({ booking, figures, busy, onBack, onChangeKids, price, paymentRefusal }: GuestsStepProps) {
  const { values, setFieldValue } = useFormikContext<EditValues>();
  const [termsOpen, setTermsOpen] = useState(false);

  return (
    <>
      <p className={styles.sectionHint}>
        Add the guests you are expecting; name, email and phone are all optional. Your guest list does not change the number of
        kids: <strong>{values.numberOfKids}</strong>.{' '}
        <Button variant="ghost" className={styles.inlineAction} onClick={onChangeKids}>
          Change the number of kids
        </Button>
      </p>
      <div className={styles.guestArea}>
        <div className={styles.guestColumn}>
          <GuestList />
        </div>
        <RsvpList
          bookingId={String(booking.bookingId)}
          toAdd={(rsvp) => guestsToAdd(values.guestNames, rsvp)}
          onAdd={(guests) => void setFieldValue('guestNames', [...values.guestNames, ...guests], false)}
        />
      </div>

      <div className={styles.paymentArea}>
        <EditPaymentOptions booking={booking} figures={figures} refusal={paymentRefusal} />
      </div>

      <div className={styles.terms}>
        <FormikCheckboxField label="I accept the terms and cancellation policy" name="acceptTerms" />
        <Button variant="ghost" onClick={() => setTermsOpen(true)}>
          Read the terms and cancellation policy
        </Button>
      </div>
      <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} flow="edit" />

      <StepActions onBack={onBack} submitLabel="Update Booking" busy={busy} pays {...price} />
    </>
  );
}
