import * as z from '@/lib/zod-mini';
import { isIsoDate } from '@/lib/forms/dates';
import { locales } from '@/lib/i18n/locales';
import { isMinor } from './applicant-age';
import { checks } from './checks';
import { APPLICATION_FIELDS, FIELD_ROWS, type ApplicationField } from './field-table';

type Fields = typeof APPLICATION_FIELDS;
type Shape = { [K in ApplicationField]: ReturnType<Fields[K]['check']> };

// Validated alike by the browser form, which loads this module on demand, and the route handler.
const applicationFields = z.object(
  Object.fromEntries(FIELD_ROWS.map(([name, row]) => [name, row.check(checks)])) as Shape,
);

/** A minor applies with a guardian, who gives their full name and ticks their own consent box. */
function requireGuardianForMinors(
  application: { birthdate: unknown; guardianName: unknown; guardianConsent: unknown },
  context: z.core.$RefinementCtx,
) {
  const { birthdate, guardianName, guardianConsent } = application;
  if (typeof birthdate !== 'string' || !isIsoDate(birthdate) || !isMinor(birthdate, new Date())) return;
  if (typeof guardianName !== 'string' || guardianName.trim() === '') {
    context.addIssue({
      code: 'custom',
      path: ['guardianName'],
      message: 'guardianRequired',
      input: guardianName,
    });
  }
  if (guardianConsent !== true) {
    context.addIssue({
      code: 'custom',
      path: ['guardianConsent'],
      message: 'guardianConsent',
      input: guardianConsent,
    });
  }
}

export const applicationSchema = applicationFields.check(z.superRefine(requireGuardianForMinors));

/** What the route handler checks: the same fields plus the visitor's language. */
export const applicationRequestSchema = z
  .extend(applicationFields, { language: z.enum(locales) })
  .check(z.superRefine(requireGuardianForMinors));

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;
export type ApplicationRequest = z.output<typeof applicationRequestSchema>;
