import { object, type InferType } from 'yup';
import { LIMITS, emailField, optionalText, requiredText } from './fields';

// The contact form (POST /api/contacts). The page shows only its failure and success toasts; these
// field messages are for the API's 400 answers.

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
} as const;

/** Name, email, subject and message are required; phone is optional. */
export const contactMessageSchema = object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, LIMITS.name),
  email: emailField(CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailInvalid),
  phone: optionalText(LIMITS.phone),
  subject: requiredText(CONTACT_MESSAGES.subjectRequired, LIMITS.subject),
  message: requiredText(CONTACT_MESSAGES.messageRequired, LIMITS.message),
});

export type ContactMessagePayload = InferType<typeof contactMessageSchema>;
