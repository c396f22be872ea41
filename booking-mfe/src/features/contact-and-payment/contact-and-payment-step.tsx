import { useState } from 'react';
import { MissingItemsDialog, missingItems, StepActions, type MissingItems } from '@party/shared-ui';
import { useStepPrice } from '../../shared/draft/step-price';
import { useValidatedSubmit } from '../../shared/wizard/use-validated-submit';
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
  const price = useStepPrice();

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
      <StepActions onBack={back} submitLabel="Complete Booking" busy={busy} pays {...price} />
      <MissingItemsDialog
        missing={missing}
        action="Complete"
        onDismiss={() => setMissing(undefined)}
        onGoBack={backToFood}
        onContinue={() => void complete()}
      />
    </form>
  );
}
