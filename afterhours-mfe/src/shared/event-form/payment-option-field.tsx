import { formatAud, type AfterHoursPricing } from '@party/domain';
import { FormikRadioGroup } from '@party/shared-ui';

/** Pay the deposit (the rates' percentage: the spec's 50 %) or the full amount at the checkout. */
export function PaymentOptionField({ pricing, depositPercent }: { pricing: AfterHoursPricing; depositPercent: number }) {
  return (
    <FormikRadioGroup
      legend="Payment Option"
      name="paymentOption"
      options={[
        { value: 'deposit', label: `Pay a ${depositPercent}% deposit`, description: `${formatAud(pricing.deposit)} now, the rest later` },
        { value: 'full', label: 'Pay the full amount', description: `${formatAud(pricing.total)} now` },
      ]}
    />
  );
}
