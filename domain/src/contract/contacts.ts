import { LIMITS } from '../limits';
import { emailField, optionalText, requiredText } from './fields';
import { z } from './zod';

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
export const contactMessageSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, LIMITS.name),
  email: emailField(CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailInvalid),
  phone: optionalText(LIMITS.phone),
  subject: requiredText(CONTACT_MESSAGES.subjectRequired, LIMITS.subject),
  message: requiredText(CONTACT_MESSAGES.messageRequired, LIMITS.message),
});

/** The message's own random id (never a serial number). */
export const contactSentAnswer = z.object({ id: z.string() });

/** A contact message as the form holds it and sends it. */
export type ContactMessage = z.input<typeof contactMessageSchema>;
/** The same message as the server reads it: trimmed. */
export type ContactMessagePayload = z.output<typeof contactMessageSchema>;
export type ContactSent = z.output<typeof contactSentAnswer>;
