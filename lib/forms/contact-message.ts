import { z } from '@/lib/zod';
import { emailField, requiredText } from './fields';

/**
 * The contact page's message (spec section 2 "Contact": name, email, message). The spec gives no
 * bounds: all three are required, the email must be valid, and the lengths are generous caps.
 */
export const contactMessageSchema = z.object({
  name: requiredText(120),
  email: emailField,
  message: requiredText(5_000),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const CONTACT_MESSAGE_FIELDS = contactMessageSchema.keyof().options;

export const emptyContactMessage: ContactMessage = { name: '', email: '', message: '' };
