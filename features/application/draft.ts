// The application's typed fields kept on this device while the visitor fills the form in, so a reload or
// a closed tab loses nothing. Never kept: the files (too large, and they stay on the device anyway), the
// sensitive fields (ethnicity, skin tone) and the consent boxes, which are given afresh each time.
import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { GENDERS } from '@/lib/content/types';
import { whenIdle } from '@/lib/ui/idle';
import { emptyApplication } from './empty-application';
import { LANGUAGE_LEVELS } from './fields';
import type { Application, ApplicationInput } from './schema';

export const APPLICATION_DRAFT_KEY = 'application-draft';
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Saved this long after the last change, so typing is not slowed by a write per key. */
const DRAFT_SAVE_DELAY_MS = 400;

type Field = keyof ApplicationInput;

const DRAFT_TEXT_FIELDS = [
  'realName',
  'nickname',
  'email',
  'phone',
  'secondPhone',
  'guardianName',
  'birthdate',
  'instagram',
  'tiktok',
  'nationality',
  'height',
  'bust',
  'waist',
  'hips',
  'shoes',
  'jeans',
  'hairColour',
  'hairType',
  'hairLength',
  'eyeColour',
  'videoLink',
] as const satisfies readonly Field[];
const DRAFT_PLACE_FIELDS = ['country', 'state', 'city'] as const satisfies readonly Field[];

type DraftField =
  (typeof DRAFT_TEXT_FIELDS)[number] | (typeof DRAFT_PLACE_FIELDS)[number] | 'gender' | 'languages';
export type ApplicationDraft = Partial<Pick<ApplicationInput, DraftField>>;

type StoredDraft = { savedAt: number; fields: ApplicationDraft };

/** What is stored: the kept fields of `values` and when. */
export function draftOf(values: ApplicationInput, now: Date): StoredDraft {
  const fields: ApplicationDraft = { gender: values.gender, languages: values.languages };
  for (const name of DRAFT_TEXT_FIELDS) fields[name] = values[name];
  for (const name of DRAFT_PLACE_FIELDS) fields[name] = values[name];
  return { savedAt: now.getTime(), fields };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isPlace(value: unknown): value is ApplicationInput['country'] {
  return (
    value === null || (isRecord(value) && typeof value.value === 'number' && typeof value.label === 'string')
  );
}

function isLanguages(value: unknown): value is ApplicationInput['languages'] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        isRecord(entry) &&
        typeof entry.id === 'number' &&
        typeof entry.lang === 'string' &&
        (LANGUAGE_LEVELS as readonly unknown[]).includes(entry.level),
    )
  );
}

function isGender(value: unknown): value is ApplicationInput['gender'] {
  return value === '' || (GENDERS as readonly unknown[]).includes(value);
}

/**
 * The kept fields of a stored draft; null when there is none, it is unreadable or older than
 * DRAFT_LIFETIME_MS. A field of the wrong shape (an older site, an edit by hand) is left out.
 */
export function parseDraft(raw: string | null, now: Date): ApplicationDraft | null {
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(stored) || typeof stored.savedAt !== 'number' || !isRecord(stored.fields)) return null;
  const age = now.getTime() - stored.savedAt;
  if (!(age >= 0 && age < DRAFT_LIFETIME_MS)) return null;
  const { fields } = stored;
  const draft: ApplicationDraft = {};
  for (const name of DRAFT_TEXT_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string') draft[name] = value;
  }
  for (const name of DRAFT_PLACE_FIELDS) {
    const value = fields[name];
    if (isPlace(value)) draft[name] = value;
  }
  if (isGender(fields.gender)) draft.gender = fields.gender;
  if (isLanguages(fields.languages)) draft.languages = fields.languages;
  return draft;
}

function removeDraft() {
  try {
    window.localStorage.removeItem(APPLICATION_DRAFT_KEY);
  } catch {
    // Nothing stored to remove.
  }
}

/** The stored draft, if still good; one that is not is removed. */
function readDraft(now: Date): ApplicationDraft | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(APPLICATION_DRAFT_KEY);
  } catch {
    // Unreadable storage: no draft.
  }
  const draft = parseDraft(raw, now);
  if (draft === null && raw !== null) removeDraft();
  return draft;
}

function saveDraft(values: ApplicationInput, now: Date) {
  try {
    window.localStorage.setItem(APPLICATION_DRAFT_KEY, JSON.stringify(draftOf(values, now)));
  } catch (error) {
    console.warn('The application draft could not be saved in this browser', error);
  }
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
    const saveNow = () => {
      clearTimeout(pendingSave.current);
      if (unsaved.current) saveDraft(unsaved.current, new Date());
      unsaved.current = null;
    };
    // A tab closed or a page left within the wait keeps the last change too.
    window.addEventListener('pagehide', saveNow);
    // Idle, as the selects' options come (SelectOptions, asked first): a value set before its option
    // exists would not show.
    const cancelRestore = whenIdle(() => {
      const draft = readDraft(new Date());
      if (draft) reset({ ...emptyApplication, ...draft });
    });
    const stopWatching = subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
        // A reset (the draft brought back, the form emptied) is no change of the visitor's.
        if (name === undefined) return;
        clearTimeout(pendingSave.current);
        unsaved.current = values;
        pendingSave.current = setTimeout(saveNow, DRAFT_SAVE_DELAY_MS);
      },
    });
    return () => {
      cancelRestore();
      stopWatching();
      window.removeEventListener('pagehide', saveNow);
      clearTimeout(pendingSave.current);
    };
  }, [reset, subscribe]);

  return useCallback(() => {
    clearTimeout(pendingSave.current);
    unsaved.current = null;
    removeDraft();
  }, []);
}
