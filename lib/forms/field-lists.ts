/**
 * Forms' field lists as plain data: what the browser needs before (and without) a form's zod schema,
 * which loads on demand (components/forms/lazy-resolver.ts). Each schema declares the same fields.
 */

/** A form of text fields as it starts and as it empties after Sent: every field ''. */
export function emptyTextFields<Field extends string>(fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>;
}
