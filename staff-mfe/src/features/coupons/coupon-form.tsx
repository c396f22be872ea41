import type { FormikHelpers } from 'formik';
import { apiErrorCode, apiErrorMessage, apiErrorStatus, FormikTextField, RadioGroup, type ApiError } from '@party/shared-ui';
import { couponInput, type CouponInput, type StaffCoupon } from '@party/domain';
import { amountOf, amountText } from '../../shared/amount';
import { ApiProblem } from '../../shared/api-status';
import { FormActions } from '../../shared/form-actions';
import { StaffForm } from '../../shared/staff-form';
import styles from './coupons.module.css';

export type CouponValues = {
  code: string;
  type: 'fixed' | 'percentage';
  amount: string;
  validFrom: string;
  validTo: string;
  maxUsage: string;
  minCartValue: string;
};

/** A new coupon's form: valid from the venue's today, no minimum. */
export const newCouponValues = (today: string): CouponValues => ({ code: '', type: 'fixed', amount: '', validFrom: today, validTo: '', maxUsage: '100', minCartValue: '0.00' });

/** A coupon's terms as its form shows them. */
export const couponValues = (coupon: StaffCoupon): CouponValues => ({
  code: coupon.code,
  type: coupon.type,
  amount: coupon.type === 'fixed' ? amountText(coupon.amount) : String(coupon.amount),
  validFrom: coupon.validFrom,
  validTo: coupon.validTo,
  maxUsage: String(coupon.maxUsage),
  minCartValue: amountText(coupon.minCartValue),
});

const wholeNumber = (text: string) => (text.trim() === '' ? undefined : /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** What the form sends: dollars typed as at the counter ('$1,200'), a percentage as a number. */
export function couponOf(values: CouponValues, disabled: boolean): CouponInput {
  return {
    code: values.code,
    type: values.type,
    amount: values.type === 'fixed' ? amountOf(values.amount) : Number(values.amount.replace(/[\s%]/g, '') || Number.NaN),
    validFrom: values.validFrom,
    validTo: values.validTo,
    maxUsage: wholeNumber(values.maxUsage) as number,
    minCartValue: values.minCartValue.trim() === '' ? 0 : amountOf(values.minCartValue),
    disabled,
  };
}

/** The field of the form an API refusal is about, with its words: a code taken, or a code the API would not read. */
function fieldOfRefusal(error: ApiError | undefined): Partial<Record<keyof CouponValues, string>> | undefined {
  const code = apiErrorCode(error);
  if (code === 'coupon-code-taken') return { code: apiErrorMessage(error) };
  if (apiErrorStatus(error) === 400 && /\bcode\b/i.test(apiErrorMessage(error))) return { code: apiErrorMessage(error).replace(/^Invalid request:\s*/, '') };
  return undefined;
}

export interface CouponFormProps {
  initialValues: CouponValues;
  /** Sends the coupon; resolves with the API's refusal, or undefined once saved. */
  onSave: (coupon: CouponInput) => Promise<ApiError | undefined>;
  onCancel: () => void;
  /** 'Create coupon' or 'Save changes'. */
  saveLabel: string;
  busyLabel: string;
  /** The form's name for assistive technology: 'New coupon', 'Change SCHOOL-FETE'. */
  label: string;
  disabled: boolean;
}

/**
 * A coupon's terms, checked with the contract's schema as it is typed in and once more by the API,
 * whose refusal of a field (a code taken, or one it cannot read) is said beside that field.
 */
export function CouponForm({ initialValues, onSave, onCancel, saveLabel, busyLabel, label, disabled }: CouponFormProps) {
  async function submit(values: CouponValues, form: FormikHelpers<CouponValues>) {
    const refusal = await onSave(couponOf(values, disabled));
    const fields = fieldOfRefusal(refusal);
    if (fields) form.setErrors(fields);
    form.setStatus(refusal && !fields ? refusal : undefined);
  }

  return (
    <StaffForm<CouponValues> label={label} initialValues={initialValues} schema={couponInput} bodyOf={(values) => couponOf(values, disabled)} onSubmit={submit}>
      {(form) => {
        const percentage = form.values.type === 'percentage';
        return (
          <>
            <div className={styles.fields}>
              <FormikTextField
                label="Code"
                name="code"
                required
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                hint="3 to 24 letters, digits or dashes; kept in capitals."
              />
              <RadioGroup
                legend="Discount"
                name="type"
                value={form.values.type}
                onChange={(value) => void form.setFieldValue('type', value)}
                options={[
                  { value: 'fixed', label: 'An amount off' },
                  { value: 'percentage', label: 'A percentage off' },
                ]}
              />
              <FormikTextField
                label={percentage ? 'Percentage off' : 'Amount off'}
                name="amount"
                inputMode="decimal"
                required
                hint={percentage ? 'A percentage of the booking, at most 100.' : 'In dollars.'}
              />
              <FormikTextField label="Valid from" name="validFrom" type="date" required />
              <FormikTextField
                label="Valid to"
                name="validTo"
                type="date"
                required
                hint="The last day it can be used, included."
              />
              <FormikTextField
                label="Maximum uses"
                name="maxUsage"
                inputMode="numeric"
                required
                hint="Bookings confirmed with it, 1 to 100,000."
              />
              <FormikTextField
                label="Minimum cart value"
                name="minCartValue"
                inputMode="decimal"
                hint="In dollars; 0 for none."
              />
            </div>
            {form.status ? <ApiProblem error={form.status as ApiError} fallback="The coupon was not saved: the staff system did not answer. Please try again." /> : null}
            <FormActions submitLabel={saveLabel} busyLabel={busyLabel} onCancel={onCancel} />
          </>
        );
      }}
    </StaffForm>
  );
}
