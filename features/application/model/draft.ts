// What the visitor typed, kept on this device for a day so a reload or a closed tab loses nothing; nothing
// of a minor's, whose every field is a minor's details.
import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { readStored, removeStored, writeStored, type StoredKind } from '@/lib/ui/browser-storage';
import { whenIdle } from '@/lib/ui/idle';
import { isMinor } from './applicant-age';
import { DRAFT_FIELDS, emptyApplication, type DraftField } from './field-table';
import type { Application, ApplicationInput, applicationSchema } from './schema';

export const APPLICATION_DRAFT_KEY = 'application-draft';
const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Saved this long after the last change, so typing is not slowed by a write per key. */
const DRAFT_SAVE_DELAY_MS = 400;

type ApplicationDraft = Partial<Pick<ApplicationInput, DraftField>>;

// Checked field by field against the application's schema once it has loaded (draftFields).
const storedDraft: StoredKind<Record<string, unknown>> = {
  version: 1,
  lifetimeMs: DRAFT_LIFETIME_MS,
  parse: (state) => (typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null),
};

function saveDraft(values: ApplicationInput) {
  if (isMinor(values.birthdate, new Date())) return removeStored(APPLICATION_DRAFT_KEY);
  const draft: ApplicationDraft = Object.fromEntries(DRAFT_FIELDS.map((name) => [name, values[name]]));
  writeStored(APPLICATION_DRAFT_KEY, storedDraft, draft);
}

/** The stored fields that pass the schema; any other (edited by hand, a choice not offered) is dropped. */
export function draftFields(
  stored: Record<string, unknown>,
  schema: typeof applicationSchema,
): ApplicationDraft {
  const accepted = DRAFT_FIELDS.filter(
    (name) => stored[name] !== undefined && schema.shape[name].safeParse(stored[name]).success,
  );
  return Object.fromEntries(accepted.map((name) => [name, stored[name]]));
}

/** Brings the draft back once the page is idle, then saves changes; answers the function that forgets it. */
export function useApplicationDraft({
  reset,
  subscribe,
}: Pick<UseFormReturn<ApplicationInput, unknown, Application>, 'reset' | 'subscribe'>) {
  const pendingSave = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unsaved = useRef<ApplicationInput | null>(null);

  useEffect(() => {
    // Once the visitor has typed, a draft that comes back late would overwrite it.
    let restoreDue = true;
    const saveNow = () => {
      clearTimeout(pendingSave.current);
      if (unsaved.current) saveDraft(unsaved.current);
      unsaved.current = null;
    };
    // A tab closed or a page left within the wait keeps the last change too.
    window.addEventListener('pagehide', saveNow);
    // Idle, as the selects' options come (DeferredOptions, asked first): a value set before its option
    // exists would not show. The schema is loaded on demand, as the form's checks load it.
    const cancelRestore = whenIdle(() => {
      const stored = readStored(APPLICATION_DRAFT_KEY, storedDraft);
      if (!stored) return;
      import('./schema')
        .then(({ applicationSchema }) => {
          if (restoreDue) reset({ ...emptyApplication, ...draftFields(stored, applicationSchema) });
        })
        // Offline: the draft stays for the next visit.
        .catch(() => undefined);
    });
    const stopWatching = subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
        // A reset (the draft brought back, the form emptied) is no change of the visitor's.
        if (name === undefined) return;
        restoreDue = false;
        clearTimeout(pendingSave.current);
        unsaved.current = values;
        pendingSave.current = setTimeout(saveNow, DRAFT_SAVE_DELAY_MS);
      },
    });
    return () => {
      restoreDue = false;
      cancelRestore();
      stopWatching();
      window.removeEventListener('pagehide', saveNow);
      clearTimeout(pendingSave.current);
    };
  }, [reset, subscribe]);

  return useCallback(() => {
    clearTimeout(pendingSave.current);
    unsaved.current = null;
    removeStored(APPLICATION_DRAFT_KEY);
  }, []);
}
