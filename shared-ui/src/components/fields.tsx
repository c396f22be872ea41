import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './fields.module.css';

/**
 * Form fields with real <label>s, hints and error messages tied to the control, so that screen
 * readers announce them and tests find fields by their label. They hold no form state: a remote
 * passes Formik's field props (value, onChange, onBlur) and its error.
 */
interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** The control's own class, beside the fields' look. */
  className?: string;
  /** The control, given what ties it to its label, hint and message. */
  children: (control: ControlProps) => ReactNode;
}

/** What every control in a frame carries: its id, its look, and its ties to the hint and message. */
interface ControlProps {
  id: string;
  className: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** A field's message, tied to its control by `id`; nothing when there is none. */
function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}

function FieldFrame({ label, error, hint, required, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: ControlProps = {
    id,
    className: `${styles.control} ${className ?? ''}`,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? <span className={styles.required}> (required)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children(control)}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type Common = { label: ReactNode; error?: string; hint?: ReactNode };

export type TextFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export function TextField({ label, error, hint, required, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}

export type TextAreaFieldProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ label, error, hint, required, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <textarea rows={4} {...control} {...textarea} />}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options: SelectOption[]; placeholder?: string };

export function SelectField({ label, error, hint, required, options, placeholder, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <select {...control} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export type CheckboxFieldProps = { label: ReactNode; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/** A checkbox with its label beside it ("I accept the terms and conditions"). */
export function CheckboxField({ label, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`${styles.checkField} ${className ?? ''}`}>
      <input id={id} type="checkbox" className={styles.checkbox} aria-describedby={errorId} aria-invalid={error ? true : undefined} {...input} />
      <label htmlFor={id} className={styles.checkLabel}>
        {label}
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  value: string;
  options: RadioOption[];
  onChange: (value: string) => void;
  error?: string;
  /** Shows the legend to screen readers only. */
  hideLegend?: boolean;
}

/** A group of radio buttons under a legend ("I will do it later" / "I will do it now"). */
export function RadioGroup({ legend, name, value, options, onChange, error, hideLegend }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={hideLegend ? 'visually-hidden' : styles.label}>{legend}</legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option.value} className={`${styles.radio} ${option.value === value ? 'chosen' : ''}`}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>
              <span className={styles.radioLabel}>{option.label}</span>
              {option.description ? <span className={styles.radioDescription}>{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
