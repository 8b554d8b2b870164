// The one zod the site imports. Zod compiles object checks with `new Function` when it may; the
// Content-Security-Policy (no 'unsafe-eval') forbids that in browsers, and merely trying is reported
// as a CSP violation, so schemas run without compiled code everywhere.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
