import { emptyTextFields } from '@/lib/forms/field-lists';

/** The contact page's message fields, in the form's order; schema.ts checks each. */
export const CONTACT_MESSAGE_FIELDS = ['name', 'email', 'message'] as const;

export type ContactMessageField = (typeof CONTACT_MESSAGE_FIELDS)[number];
export type ContactMessage = Record<ContactMessageField, string>;

export const emptyContactMessage: ContactMessage = emptyTextFields(CONTACT_MESSAGE_FIELDS);
