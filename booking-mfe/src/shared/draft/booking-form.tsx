import { useEffect, type ReactNode } from 'react';
import { Formik, useFormikContext } from 'formik';
import { fieldErrors, type Schema } from '@party/domain';
import { browserStorage } from '@party/shared-ui';
import { useAppSelector } from '../../hooks';
import { selectCheckout } from './checkout-slice';
import { toDraft, type BookingFormValues } from './form-values';
import { writeWizard } from './persistence';
import { useStartingDraft } from './restore-saved-wizard';
import { selectFoodPlan, selectStep } from './wizard-slice';

export interface BookingFormProps {
  /** The current step's schema: moving on validates with it. */
  validationSchema: Schema | undefined;
  children: ReactNode;
}

/**
 * The booking draft's one live copy: the form's values (Formik), which every step, the summary,
 * the coupon check and the booking request read (`useDraft`). It starts from what session storage
 * kept (once hydrated, when the server rendered the page: restore-saved-wizard.ts) and is written
 * back there as it changes, with the store's coupon, booking and step.
 */
export function BookingForm({ validationSchema, children }: BookingFormProps) {
  const start = useStartingDraft();
  return (
    <Formik
      key={start.key}
      initialValues={start.values}
      validate={(values) => (validationSchema ? fieldErrors(validationSchema, values) : {})}
      onSubmit={() => undefined}
    >
      <>
        {start.restored ? <KeepWizard /> : null}
        {children}
      </>
    </Formik>
  );
}

/** Writes the wizard to session storage whenever the draft, the coupon, the booking or the step changes. */
function KeepWizard() {
  const draft = useDraft();
  const checkout = useAppSelector(selectCheckout);
  const step = useAppSelector(selectStep);
  const foodPlan = useAppSelector(selectFoodPlan);
  useEffect(() => {
    writeWizard(browserStorage('sessionStorage'), { draft: toDraft(draft), checkout, wizard: { step, foodPlan } });
  }, [draft, checkout, step, foodPlan]);
  return null;
}

/** The booking draft as it stands (inside BookingForm). */
export function useDraft(): BookingFormValues {
  return useFormikContext<BookingFormValues>().values;
}
