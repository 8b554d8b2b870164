// Plain data the browser needs before its form's zod schema loads; each schema declares the same fields.

export function emptyTextFields<Field extends string>(fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>;
}
