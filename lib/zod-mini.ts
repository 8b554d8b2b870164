// Every schema, the browser's and the server's: imported as a namespace, zod/mini tree-shakes to the checks
// used, so a form's lazily loaded schema stays small.
import { config } from 'zod/mini';
import { en } from 'zod/locales';

// Zod compiles checks with `new Function` when it may; merely trying is reported as a CSP violation.
config({ jitless: true });
// The server's logs and start-up errors read zod's English; the browser shows its own keys, so ships none.
if (typeof window === 'undefined') config(en());

export * from 'zod/mini';
