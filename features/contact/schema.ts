import * as z from '@/lib/zod-mini';
import { emailField, requiredText } from '@/lib/forms/fields';
import type { ContactMessageField } from './fields';

/** The route handler checks with it; the form loads it on demand. */
export const contactMessageSchema = z.object({
  name: requiredText(120),
  email: emailField,
  message: requiredText(5_000, 'multi'),
} satisfies Record<ContactMessageField, z.ZodMiniType<string>>);
