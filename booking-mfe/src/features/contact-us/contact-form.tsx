import type { FormEvent } from 'react';
import { setNestedObjectValues, useFormik, type FormikTouched } from 'formik';
import { contactMessageSchema, fieldErrors, TOAST_MESSAGES, TOAST_TITLES, z, type ContactMessage } from '@party/domain';
import { Button, notify, OptionalLabel, TextAreaField, TextField } from '@party/shared-ui';
import { useSendContactMessageMutation } from './api';
import styles from './contact-us.module.css';

type ContactFormValues = Required<ContactMessage>;

const empty: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };
const fieldOrder: Array<keyof ContactFormValues> = ['name', 'email', 'phone', 'subject', 'message'];

/**
 * The contact form. Name, email, subject and message are required; phone is optional. As the spec
 * says, it shows no messages of its own besides its two toasts: a field that needs attention is
 * marked invalid and gets the focus.
 */
export function ContactForm() {
  const [send, { isLoading }] = useSendContactMessageMutation();
  const formik = useFormik<ContactFormValues>({
    initialValues: empty,
    validate: (values) => fieldErrors(contactMessageSchema, values),
    onSubmit: async (values, helpers) => {
      // Sent as the API reads it: trimmed.
      const result = await send(z.parse(contactMessageSchema, values));
      if (result.error || result.data?.id === undefined) {
        notify.error(TOAST_TITLES.sendMessageFailed, TOAST_MESSAGES.sendMessageFailed);
        return;
      }
      notify.success(TOAST_TITLES.messageSent, TOAST_MESSAGES.messageSent);
      helpers.resetForm();
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const errors = await formik.validateForm();
    const first = fieldOrder.find((name) => errors[name]);
    if (!first) {
      await formik.submitForm();
      return;
    }
    await formik.setTouched(setNestedObjectValues<FormikTouched<ContactFormValues>>(errors, true), false);
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const field = (name: keyof ContactFormValues) => ({
    ...formik.getFieldProps(name),
    'aria-invalid': (formik.touched[name] && Boolean(formik.errors[name])) || undefined,
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="Contact form">
      <div className={styles.fieldGrid}>
        <TextField label="Name" required autoComplete="name" {...field('name')} />
        <TextField label="Email" required type="email" autoComplete="email" {...field('email')} />
        <TextField label={<OptionalLabel>Phone</OptionalLabel>} type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="Subject" required {...field('subject')} />
      </div>
      <TextAreaField label="Message" required rows={5} {...field('message')} />
      <Button type="submit" busy={isLoading} busyLabel="Sending...">
        Send Message
      </Button>
    </form>
  );
}
