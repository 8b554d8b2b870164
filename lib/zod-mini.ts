// For schemas the browser runs too: imported as a namespace, zod/mini tree-shakes to the checks used. No
// compiled checks, for the Content-Security-Policy.
import { config } from 'zod/mini';

config({ jitless: true });

export * from 'zod/mini';
