import { useEffect, useState } from 'react';
import { z } from '@/lib/zod';

const optionList = z.array(z.object({ id: z.number(), value: z.string(), iso: z.string().optional() }));
const optionLists = z.object({
  countries: optionList.optional(),
  languages: optionList.optional(),
  ethnicities: optionList.optional(),
  states: optionList.optional(),
  cities: optionList.optional(),
});
type OptionLists = z.infer<typeof optionLists>;

type OptionListsState =
  { status: 'idle' | 'loading' | 'failed'; lists: null } | { status: 'loaded'; lists: OptionLists };

/** Answers already loaded during this visit, by query: going back to a country costs no request. */
const loaded = new Map<string, OptionLists>();

/**
 * Option lists from `GET /api/options?{query}` (the browser never talks to the panel); no request for a
 * null query. A newer query cancels the older one's request, so a late answer never shows.
 */
export function useOptionLists(query: string | null): OptionListsState & { retry: () => void } {
  const [results, setResults] = useState<Partial<Record<string, OptionLists | 'failed'>>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (query === null || loaded.has(query)) return;
    const controller = new AbortController();
    fetch(`/api/options?${query}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((body: unknown) => {
        const lists = optionLists.parse(body);
        loaded.set(query, lists);
        setResults((previous) => ({ ...previous, [query]: lists }));
      })
      .catch(() => {
        if (!controller.signal.aborted) setResults((previous) => ({ ...previous, [query]: 'failed' }));
      });
    return () => controller.abort();
  }, [query, attempt]);

  const retry = () => {
    if (query !== null) setResults((previous) => ({ ...previous, [query]: undefined }));
    setAttempt((count) => count + 1);
  };
  const result = query === null ? undefined : (loaded.get(query) ?? results[query]);
  if (query === null) return { status: 'idle', lists: null, retry };
  if (result === 'failed') return { status: 'failed', lists: null, retry };
  return result ? { status: 'loaded', lists: result, retry } : { status: 'loading', lists: null, retry };
}
