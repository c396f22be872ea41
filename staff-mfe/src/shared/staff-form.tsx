import type { ReactNode, Ref } from 'react';
import { Formik, type FormikErrors, type FormikHelpers, type FormikProps } from 'formik';
import { fieldErrors, type Schema } from '@party/domain';
import kit from './staff-kit.module.css';

/** How a form sits on its page: in a card or dialog, as the whole page (sections of cards), or opened in place under what it acts on. */
type StaffFormLayout = 'form' | 'page' | 'inline';

const LAYOUT_CLASS: Record<StaffFormLayout, string> = { form: kit.form, page: kit.pageForm, inline: kit.inlineForm };

/**
 * How the values are checked: by a rule of the form's own (its errors, nested as the values are),
 * or by the contract's schema, the one the API checks the request with, on the request the values make.
 */
type StaffFormCheck<Values> =
  | { validate: (values: Values) => object; schema?: never; bodyOf?: never }
  | { schema: Schema; bodyOf?: (values: Values) => unknown; validate?: never };

export type StaffFormProps<Values> = StaffFormCheck<Values> & StaffFormFrame<Values>;

interface StaffFormFrame<Values> {
  /** The form's accessible name: 'Staff sign in'. */
  label: string;
  initialValues: Values;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<unknown>;
  layout?: StaffFormLayout;
  /** New initial values (the saved ones, read again) replace what is shown. */
  enableReinitialize?: boolean;
  /** False: checked only on submit (a sign-in says nothing while it is typed). */
  validateOnChange?: boolean;
  formRef?: Ref<HTMLFormElement>;
  /** Called as the submit is pressed, before the values are checked (a form that checks as it is typed only once it was first sent). */
  onSubmitPressed?: () => void;
  children: StaffFormContent<Values>;
}

/** A form's content, or a function of the Formik form that makes it (for content that reads the values). */
export type StaffFormContent<Values> = ReactNode | ((form: FormikProps<Values>) => ReactNode);

/** The content as it renders for the form. */
export function contentFor<Values>(content: StaffFormContent<Values>, form: FormikProps<Values>): ReactNode {
  return typeof content === 'function' ? content(form) : content;
}

/**
 * The frame of every staff form: a Formik form that checks its values on change and on submit, never
 * on leaving a field (a problem appears once the person has typed, not as they move through), and
 * the form element with its name and the staff kit's layout.
 */
export function StaffForm<Values extends object>(props: StaffFormProps<Values>) {
  const { label, initialValues, onSubmit, layout = 'form', enableReinitialize, validateOnChange, formRef, onSubmitPressed, children } = props;
  const validate = (values: Values) =>
    (props.validate ? props.validate(values) : fieldErrors(props.schema, props.bodyOf ? props.bodyOf(values) : values)) as FormikErrors<Values>;
  return (
    <Formik<Values>
      initialValues={initialValues}
      enableReinitialize={enableReinitialize}
      validate={validate}
      validateOnBlur={false}
      validateOnChange={validateOnChange}
      onSubmit={onSubmit}
    >
      {(form) => (
        <form
          ref={formRef}
          className={LAYOUT_CLASS[layout]}
          noValidate
          aria-label={label}
          onSubmit={(event) => {
            onSubmitPressed?.();
            form.handleSubmit(event);
          }}
        >
          {contentFor(children, form)}
        </form>
      )}
    </Formik>
  );
}
