import { AFTER_HOURS_PRICING, formatAud, type AfterHoursPricing } from '@party/domain';
import { RadioGroup } from '@party/shared-ui';
import { useFormikContext } from 'formik';
import type { EventFormValues } from './form-values';

/** Pay the 50 % deposit or the full amount at the checkout. */
export function PaymentOptionField({ pricing }: { pricing: AfterHoursPricing }) {
  const { values, setFieldValue } = useFormikContext<EventFormValues>();
  return (
    <RadioGroup
      legend="Payment Option"
      name="paymentOption"
      value={values.paymentOption}
      onChange={(option) => void setFieldValue('paymentOption', option)}
      options={[
        { value: 'deposit', label: `Pay a ${AFTER_HOURS_PRICING.depositPercent}% deposit`, description: `${formatAud(pricing.deposit)} now, the rest later` },
        { value: 'full', label: 'Pay the full amount', description: `${formatAud(pricing.total)} now` },
      ]}
    />
  );
}
