/** Crockford's base 32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 6;

/** Each form's receipt references start with its letter, so the agency tells them apart when one is quoted. */
export const REFERENCE_PREFIXES = { 'be-a-model': 'A', favorites: 'B', contact: 'C' } as const;

export type ReferencedForm = keyof typeof REFERENCE_PREFIXES;

/** The field that carries the reference from the browser to the route, and from the route to the panel. */
export const REFERENCE_FIELD = 'reference';

const REFERENCE_PATTERN = new RegExp(`^[A-Z]-\\d{6}-[${ALPHABET}]{${RANDOM_CHARACTERS}}$`);

export function isReferencedForm(name: string): name is ReferencedForm {
  return Object.hasOwn(REFERENCE_PREFIXES, name);
}

// Made here, not taken from the panel's answer (whose shape is not part of the contract); the browser
// keeps it across its retries, so the panel can take it as the entry's idempotency key.
export function createReference(form: ReferencedForm, now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  // 256 is a multiple of 32, so the modulo keeps every character equally likely.
  const code = Array.from(
    crypto.getRandomValues(new Uint8Array(RANDOM_CHARACTERS)),
    (byte) => ALPHABET[byte % 32],
  );
  return `${REFERENCE_PREFIXES[form]}-${day}-${code.join('')}`;
}

/** Whether `value` has the shape createReference gives for `form` (a route takes the browser's only then). */
export function isReference(form: ReferencedForm, value: unknown): value is string {
  return typeof value === 'string' && REFERENCE_PATTERN.test(value) && value[0] === REFERENCE_PREFIXES[form];
}
