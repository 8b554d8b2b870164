// The zod of schemas the browser runs too (forms, share links, option lists): zod/mini's functions
// tree-shake when imported as a namespace (`import * as z from '@/lib/zod-mini'`), so a form page ships the
// checks it uses instead of all of classic zod (lib/zod.ts, for the server). Both share zod's core and its
// configuration: no compiled checks, for the Content-Security-Policy.
import { config } from 'zod/mini';

config({ jitless: true });

export * from 'zod/mini';
