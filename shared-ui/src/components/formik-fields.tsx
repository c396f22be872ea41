import { getIn, useFormikContext } from 'formik';
import {
  CheckboxField,
  RadioGroup,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxFieldProps,
  type RadioGroupProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './fields';

/**
 * The fields of ./fields bound to the Formik form they stand in, by name: every remote's forms
 * use these rather than wiring `value`, `onChange` and `error` by hand each time.
 *
 * A form's messages show once its person has tried to go on, never while they type: after a
 * submit (Formik's `submitCount`), or after a wizard step's failed Continue, which the booking
 * wizard marks with the form's status `{ attempted: true }` because its steps are not submits.
 */

/** Formik's status after a step's Continue that failed validation. */
export interface AttemptedStatus {
  attempted: boolean;
}

/** Whether the form's person has tried to go on, so its messages show. */
export function useFormAttempted(): boolean {
  const { submitCount, status } = useFormikContext<unknown>();
  return submitCount > 0 || (status as AttemptedStatus | undefined)?.attempted === true;
}

/**
 * The message of the field at `name` (a path: `contactInfo.email`, `kids.0.name`) once shown, else
 * undefined. A list's problems (an add-on's quantity) come as messages inside it: `listMessage`,
 * when given, says them once for the whole list.
 */
export function useShownError(name: string, listMessage?: string): string | undefined {
  const { errors } = useFormikContext<unknown>();
  const attempted = useFormAttempted();
  const error: unknown = getIn(errors, name);
  if (!attempted || error === undefined) return undefined;
  return typeof error === 'string' ? error : listMessage;
}

/** What a bound field takes from the form: its value, its change handler and its shown message. */
function useBound(name: string) {
  const { values, handleChange } = useFormikContext<unknown>();
  const value: unknown = getIn(values, name);
  return { name, value: (value ?? '') as string, onChange: handleChange, error: useShownError(name) };
}

type Bound<Props> = Omit<Props, 'name' | 'value' | 'onChange' | 'error'> & { name: string };

export function FormikTextField(props: Bound<TextFieldProps>) {
  return <TextField {...props} {...useBound(props.name)} />;
}

export function FormikTextAreaField(props: Bound<TextAreaFieldProps>) {
  return <TextAreaField {...props} {...useBound(props.name)} />;
}

export function FormikSelectField(props: Bound<SelectFieldProps>) {
  return <SelectField {...props} {...useBound(props.name)} />;
}

/** A radio group bound by name: choosing an option sets the form's value to it. */
export function FormikRadioGroup(props: Bound<RadioGroupProps>) {
  const { values, setFieldValue } = useFormikContext<unknown>();
  const value: unknown = getIn(values, props.name);
  return (
    <RadioGroup
      {...props}
      value={(value ?? '') as string}
      onChange={(option) => void setFieldValue(props.name, option)}
      error={useShownError(props.name)}
    />
  );
}

export function FormikCheckboxField(props: Bound<Omit<CheckboxFieldProps, 'checked'>>) {
  const { values, handleChange } = useFormikContext<unknown>();
  return <CheckboxField {...props} checked={getIn(values, props.name) === true} onChange={handleChange} error={useShownError(props.name)} />;
}
