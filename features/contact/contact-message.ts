import * as z from '@/lib/zod-mini';
import { emailField, emptyTextFields, requiredText } from '@/lib/forms/fields';

/**
 * The contact page's message: name, email and message, all three required, the email valid, the
 * lengths generous caps.
 */
export const contactMessageSchema = z.object({
  name: requiredText(120),
  email: emailField,
  message: requiredText(5_000),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const CONTACT_MESSAGE_FIELDS = z.keyof(contactMessageSchema).options;

export const emptyContactMessage: ContactMessage = emptyTextFields(CONTACT_MESSAGE_FIELDS);
