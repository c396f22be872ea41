import { FormikProvider, type FormikContextType } from 'formik';
import type { ReactNode } from 'react';
import type { Schema } from '@party/domain';
import { toastFirstProblem } from './validation-toast';

interface CheckedFormProps<Values> {
  formik: FormikContextType<Values>;
  /** The rules whose first broken one is said in the spec's toast when the form is sent. */
  schema?: Schema;
  /** What else the form does when sent, before Formik submits (a step's own check). */
  onSend?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A Formik form whose messages are the site's, not the browser's (`noValidate`): sent, it says its
 * first problem in a toast, runs `onSend`, then lets Formik validate and submit.
 */
export function CheckedForm<Values>({ formik, schema, onSend, className, children }: CheckedFormProps<Values>) {
  return (
    <FormikProvider value={formik}>
      <form
        noValidate
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          if (schema) toastFirstProblem(schema, formik.values);
          onSend?.();
          void formik.submitForm();
        }}
      >
        {children}
      </form>
    </FormikProvider>
  );
}
