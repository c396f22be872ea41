import { useState } from 'react';
import { Button, MissingItemsDialog, missingItems, type MissingItems } from '@party/shared-ui';
import { useValidatedSubmit } from '../../shared/wizard/use-validated-submit';
import { WizardActions } from '../../shared/wizard/wizard-actions';
import { useWizardStep } from '../../shared/wizard/wizard-context';
import { ContactFields } from './contact-fields';
import { CouponField } from './coupon-field';
import { PaymentOptionField } from './payment-option-field';
import { TermsField } from './terms-field';
import { useCompleteBooking } from './use-complete-booking';

/** Step 3: contact details, coupon, payment option and terms, then Complete Booking. */
export function ContactAndPaymentStep() {
  const { back, backToFood } = useWizardStep();
  const { complete, busy } = useCompleteBooking();
  const [missing, setMissing] = useState<MissingItems | undefined>();

  const submit = useValidatedSubmit((valid) => {
    // No adult food or no add-ons: ask first.
    const missingNow = missingItems(valid.adultsFood.length, valid.addons.length);
    if (missingNow) setMissing(missingNow);
    else void complete();
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Contact Information">
      <ContactFields />
      <CouponField />
      <PaymentOptionField />
      <TermsField />
      <WizardActions>
        <Button variant="secondary" onClick={back} disabled={busy}>
          Back
        </Button>
        <Button type="submit" busy={busy} busyLabel="Processing...">
          Complete Booking
        </Button>
      </WizardActions>
      <MissingItemsDialog
        missing={missing}
        action="Complete"
        onDismiss={() => setMissing(undefined)}
        onGoBack={() => {
          setMissing(undefined);
          backToFood();
        }}
        onContinue={() => {
          setMissing(undefined);
          void complete();
        }}
      />
    </form>
  );
}
