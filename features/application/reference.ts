/** Crockford's base 32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 6;

const REFERENCE_PATTERN = new RegExp(`^A-\\d{6}-[${ALPHABET}]{${RANDOM_CHARACTERS}}$`);

// Made here, not taken from the panel's answer (whose shape is not part of the contract); the browser
// keeps it across its retries, so the panel can take it as the entry's idempotency key.
export function createReference(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  // 256 is a multiple of 32, so the modulo keeps every character equally likely.
  const code = Array.from(
    crypto.getRandomValues(new Uint8Array(RANDOM_CHARACTERS)),
    (byte) => ALPHABET[byte % 32],
  );
  return `A-${day}-${code.join('')}`;
}

/** Whether `value` has the shape createReference gives (the handler takes the browser's only then). */
export function isReference(value: string): boolean {
  return REFERENCE_PATTERN.test(value);
}
