import { useFormik } from 'formik';
import {
  depositDue,
  formatAud,
  offersDepositPayment,
  PAYMENT_OPTION_LABELS,
  fieldErrors,
  paymentOptionField,
  z,
  type BookingRecord,
  type PaymentOption,
} from '@party/domain';
import { FormikRadioGroup, PaymentButton, useCheckout, type RadioOption } from '@party/shared-ui';
import { CheckedForm } from '../../shared/checked-form';
import styles from './pay-now.module.css';

const payNowSchema = z.object({ paymentOption: paymentOptionField });

interface PayNowValues {
  paymentOption: PaymentOption | '';
}

/**
 * The payment choice and Pay Now: 'Pay Party Deposit' only while no deposit has been paid,
 * 'Pay Full Amount' with what remains (chosen already when it is the only one). Pay Now opens the
 * pending-payment checkout for the choice.
 */
export function PayNowForm({ booking }: { booking: BookingRecord }) {
  const { startCheckout, busy } = useCheckout();
  const options: RadioOption[] = [];
  if (offersDepositPayment(booking)) {
    options.push({
      value: 'deposit',
      label: PAYMENT_OPTION_LABELS.deposit,
      description: `${formatAud(depositDue(booking.finalPrice))} now, the rest on the day`,
    });
  }
  options.push({ value: 'full', label: PAYMENT_OPTION_LABELS.full, description: `${formatAud(booking.remainingAmount)} remaining` });
  const formik = useFormik<PayNowValues>({
    // The only option there is is chosen already (the deposit is paid: what remains).
    initialValues: { paymentOption: options.length === 1 ? (options[0].value as PaymentOption) : '' },
    validate: (values) => fieldErrors(payNowSchema, values),
    validateOnChange: false,
    validateOnBlur: false,
    // The pay-now checkout takes the payment type: the server charges the deposit or what remains.
    onSubmit: async ({ paymentOption }) => {
      await startCheckout({ bookingId: String(booking.bookingId), kind: 'pending-payment', paymentType: paymentOption || 'full' });
    },
  });

  return (
    <CheckedForm formik={formik} schema={payNowSchema} className={styles.form}>
      <FormikRadioGroup legend="Payment Type" name="paymentOption" options={options} />
      <PaymentButton type="submit" fullWidth busy={busy} busyLabel="Redirecting to Payment...">
        Pay Now
      </PaymentButton>
    </CheckedForm>
  );
}
