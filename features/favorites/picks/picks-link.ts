import { isTalentId } from '@/lib/i18n/content-routes';
import { singleLine } from '@/lib/forms/text-lines';
import { base64UrlToBytes, bytesToBase64Url } from '../base64url';
import { MAX_FAVORITE_TEXT, MAX_FAVORITES } from '../schema';

// Carried whole in the address, nothing kept on the server: `#picks=` + FORMAT_VERSION + base64url of
// deflate-raw(the reviewer's name, then a line per talent in the shortlist's order: `<id><mark>[ <note>]`).

export const MARKS = ['yes', 'maybe', 'no'] as const;
export type Mark = (typeof MARKS)[number];

/** The groups a picks link is shown in, in this order: each mark, then the talents left unmarked. */
export const PICK_GROUPS = [...MARKS, 'unmarked'] as const;
export type PickGroup = (typeof PICK_GROUPS)[number];

export const MAX_NOTE_LENGTH = 280;
export const MAX_REVIEWER_LENGTH = 60;

/** Keeps the address within the request line nginx takes by default, and whole in chat apps and mail. */
export const MAX_PICKS_LINK_LENGTH = 6_000;

/** The one format so far; a link of another is read as damaged. */
const FORMAT_VERSION = '1';
const MARK_CODES: Record<Mark, string> = { yes: 'y', maybe: 'm', no: 'n' };
const UNMARKED_CODE = '-';
const LINE = /^(\d+)([ymn-])(?: (.*))?$/;
/** Far more than a link within MAX_PICKS_LINK_LENGTH holds honestly: a crafted one inflates no further. */
const MAX_TEXT_BYTES = 256 * 1024;

export type Pick = { id: number; mark: Mark | null; note: string };
export type Picks = { reviewer: string; picks: Pick[] };

export type PicksLinkProblem = 'damaged' | 'tooLong';
export type PicksLinkRead = { picks: Picks; problem: null } | { picks: null; problem: PicksLinkProblem };
export type PicksLinkWrite = { value: string; problem: null } | { value: null; problem: 'tooLong' };

/** Cut at `max` UTF-16 units, as a field's maxLength counts, never through a character's two halves. */
export function capText(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max).replace(/[\uD800-\uDBFF]$/, '');
}

/** Words as a link carries them: one line, no control characters, at most `max` long. */
export function linkWords(text: string, max: number): string {
  return capText(singleLine(text.normalize('NFC')), max).trimEnd();
}

function pickLine({ id, mark, note }: Pick): string {
  const words = linkWords(note, MAX_NOTE_LENGTH);
  return `${id}${mark ? MARK_CODES[mark] : UNMARKED_CODE}${words ? ` ${words}` : ''}`;
}

export async function encodePicks({ reviewer, picks }: Picks): Promise<PicksLinkWrite> {
  const text = [linkWords(reviewer, MAX_REVIEWER_LENGTH), ...picks.map(pickLine)].join('\n');
  const deflated = await throughStream(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
  const value = deflated && FORMAT_VERSION + bytesToBase64Url(deflated);
  return value && value.length <= MAX_PICKS_LINK_LENGTH
    ? { value, problem: null }
    : { value: null, problem: 'tooLong' };
}

/** A link's words are tidied and capped again: anyone can write one. */
export async function decodePicks(value: string): Promise<PicksLinkRead> {
  const damaged = { picks: null, problem: 'damaged' } as const;
  if (value.length > MAX_PICKS_LINK_LENGTH) return { picks: null, problem: 'tooLong' };
  if (!value.startsWith(FORMAT_VERSION)) return damaged;
  const bytes = base64UrlToBytes(value.slice(FORMAT_VERSION.length));
  const inflated = bytes && (await throughStream(bytes, new DecompressionStream('deflate-raw')));
  const text = inflated && utf8(inflated);
  if (!text) return damaged;

  const [firstLine, ...lines] = text.split('\n');
  const reviewer = linkWords(firstLine ?? '', MAX_REVIEWER_LENGTH);
  const picks = lines.map(readPickLine);
  const ids = new Set(picks.map((pick) => pick?.id));
  const valid =
    reviewer.length > 0 &&
    picks.length > 0 &&
    picks.length <= MAX_FAVORITES &&
    ids.size === picks.length &&
    picks.every((pick) => pick !== null);
  return valid ? { picks: { reviewer, picks: picks as Pick[] }, problem: null } : damaged;
}

function readPickLine(line: string): Pick | null {
  const [, id, code, note = ''] = LINE.exec(line) ?? [];
  if (!id || !code || !isTalentId(id)) return null;
  const mark = MARKS.find((candidate) => MARK_CODES[candidate] === code) ?? null;
  return { id: Number(id), mark, note: linkWords(note, MAX_NOTE_LENGTH) };
}

export function groupPicks<T extends { mark: Mark | null }>(picks: readonly T[]): Record<PickGroup, T[]> {
  const groups: Record<PickGroup, T[]> = { yes: [], maybe: [], no: [], unmarked: [] };
  for (const pick of picks) groups[pick.mark ?? 'unmarked'].push(pick);
  return groups;
}

/** The heading's own words around the reviewer's quoted name ("Picks by “{name}”:"), in any language. */
const MAX_HEADING_WORDS = 40;
/** A talent's line besides its name and note: line breaks, label, the dash and the note's quotation marks. */
const MAX_LINE_WORDS = 20;

/** The longest message requestMessage writes; the booking request's message leaves room for it. */
export const MAX_PICKS_MESSAGE_LENGTH =
  MAX_HEADING_WORDS +
  MAX_REVIEWER_LENGTH +
  MAX_FAVORITES * (MAX_LINE_WORDS + MAX_FAVORITE_TEXT + MAX_NOTE_LENGTH);

/** The request message's own words, in the booker's language. */
export type PicksMessageWords = {
  /** "Picks by {name}:", given the name already quoted. */
  heading: (name: string) => string;
  quote: (words: string) => string;
  maybe: (name: string) => string;
};

type NamedPick = { name: string; note: string };

// Each line starts with the site's words and the client's are quoted on one line: none can pose as a pick.
export function requestMessage(
  words: PicksMessageWords,
  reviewer: string,
  { yes, maybe }: { yes: readonly NamedPick[]; maybe: readonly NamedPick[] },
): string {
  const line = (label: string, note: string) => {
    const quoted = linkWords(note, MAX_NOTE_LENGTH);
    return quoted ? `${label} — ${words.quote(quoted)}` : label;
  };
  return [
    words.heading(words.quote(linkWords(reviewer, MAX_REVIEWER_LENGTH))),
    ...yes.map(({ name, note }) => line(`- ${name}`, note)),
    ...(maybe.length > 0 ? ['', ...maybe.map(({ name, note }) => line(words.maybe(name), note))] : []),
  ].join('\n');
}

function utf8(bytes: Uint8Array<ArrayBuffer>): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The bytes after a (de)compression stream, or null when it fails or would pass MAX_TEXT_BYTES. */
async function throughStream(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      length += chunk.value.length;
      if (length > MAX_TEXT_BYTES) {
        await reader.cancel();
        return null;
      }
      chunks.push(chunk.value);
    }
  } catch {
    return null;
  }
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}
