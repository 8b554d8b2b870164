import * as z from '@/lib/zod-mini';

const optionList = z.optional(
  z.array(z.object({ id: z.number(), value: z.string(), iso: z.optional(z.string()) })),
);

/** The answer of `GET /api/options`; the form loads this check with its first request for lists. */
export const optionLists = z.object({
  countries: optionList,
  languages: optionList,
  ethnicities: optionList,
  states: optionList,
  cities: optionList,
});
export type OptionLists = z.infer<typeof optionLists>;
