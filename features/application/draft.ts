// The application's typed fields kept on this device while the visitor fills the form in, for a day at
// most, so a reload or a closed tab loses nothing. Nothing is kept for a minor: every field of their
// application is a minor's details, so the form holds them only while the page is open.
import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { readStored, removeStored, writeStored, type StoredKind } from '@/lib/ui/browser-storage';
import { whenIdle } from '@/lib/ui/idle';
import { APPLICATION_FIELDS, emptyApplication } from './empty-application';
import { isMinor } from './fields';
import type { Application, ApplicationField, ApplicationInput, applicationSchema } from './schema';

export const APPLICATION_DRAFT_KEY = 'application-draft';
const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Saved this long after the last change, so typing is not slowed by a write per key. */
const DRAFT_SAVE_DELAY_MS = 400;

/**
 * Never kept: the files (too large, and they stay on the device anyway), the sensitive fields and the
 * consent boxes, which are given afresh each time.
 */
const NEVER_KEPT = [
  'closeUp',
  'smiling',
  'halfBody',
  'fullBody',
  'video',
  'ethnicity',
  'skinTone',
  'consentSpecial',
  'guardianConsent',
  'privacy',
] as const satisfies readonly ApplicationField[];
type DraftField = Exclude<ApplicationField, (typeof NEVER_KEPT)[number]>;
type ApplicationDraft = Partial<Pick<ApplicationInput, DraftField>>;

const DRAFT_FIELDS = APPLICATION_FIELDS.filter(
  (name): name is DraftField => !(NEVER_KEPT as readonly string[]).includes(name),
);

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

/**
 * The stored fields the application's schema accepts, as typed; one it refuses (edited by hand, a value
 * the site no longer offers, an email half typed) is left out.
 */
export function draftFields(
  stored: Record<string, unknown>,
  schema: typeof applicationSchema,
): ApplicationDraft {
  const accepted = DRAFT_FIELDS.filter(
    (name) => stored[name] !== undefined && schema.shape[name].safeParse(stored[name]).success,
  );
  return Object.fromEntries(accepted.map((name) => [name, stored[name]]));
}

/**
 * Brings back the draft once the browser is idle after the page loads, then saves the visitor's changes.
 * Answers the function that forgets the draft (after Sent, on Clear form).
 */
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
    // Idle, as the selects' options come (SelectOptions, asked first): a value set before its option
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
