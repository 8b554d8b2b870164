// Zod compiles checks with `new Function` when it may; merely trying is reported as a CSP violation.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
