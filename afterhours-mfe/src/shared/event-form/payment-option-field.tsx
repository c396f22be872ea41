import { formatAud, type AfterHoursPricing } from '@party/domain';
import { RadioGroup } from '@party/shared-ui';
import { useFormikContext } from 'formik';
import type { EventFormValues } from './form-values';

/** Pay the deposit (the rates' percentage: the spec's 50 %) or the full amount at the checkout. */
export function PaymentOptionField({ pricing, depositPercent }: { pricing: AfterHoursPricing; depositPercent: number }) {
  const { values, setFieldValue } = useFormikContext<EventFormValues>();
  return (
    <RadioGroup
      legend="Payment Option"
      name="paymentOption"
      value={values.paymentOption}
      onChange={(option) => void setFieldValue('paymentOption', option)}
      options={[
        { value: 'deposit', label: `Pay a ${depositPercent}% deposit`, description: `${formatAud(pricing.deposit)} now, the rest later` },
        { value: 'full', label: 'Pay the full amount', description: `${formatAud(pricing.total)} now` },
      ]}
    />
  );
}
