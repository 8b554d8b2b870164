import { isTalentId } from '@/lib/i18n/content-routes';
import { base64UrlToBytes } from './base64url';
import { MAX_FAVORITES } from './schema';
import { SHARE_ID_SEPARATOR } from './share';

// Reading a shared link (share.ts writes them): its own module, loaded with the shared shortlist's view.

/** Far longer than any link of ours; a longer value is not read at all. */
const MAX_LINK_LENGTH = 40_000;
/** The version that leads the first links' JSON, which are read still. */
const FIRST_FORMAT_VERSION = 1;
/** Ids between separators (SHARE_ID_SEPARATOR). */
const IDS_FORMAT = /^\d+(?:\.\d+)*$/;

// Null when the link is damaged or not ours. First-format links (base64url JSON) still open, but only
// their ids are read: names and covers come from the catalogue, never from a link.
export function decodeShortlist(value: string): number[] | null {
  if (value.length === 0 || value.length > MAX_LINK_LENGTH) return null;
  const ids = IDS_FORMAT.test(value) ? value.split(SHARE_ID_SEPARATOR) : firstFormatIds(value);
  if (!ids?.every(isTalentId)) return null;
  const unique = [...new Set(ids.map(Number))];
  return unique.length > 0 && unique.length <= MAX_FAVORITES ? unique : null;
}

/** The ids of a first-format link, as text (checked by the caller), or null when it is not one. */
function firstFormatIds(value: string): string[] | null {
  const json = fromBase64Url(value);
  if (json === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(raw) || raw[0] !== FIRST_FORMAT_VERSION || !Array.isArray(raw[1])) return null;
  return raw[1].map((entry: unknown) =>
    Array.isArray(entry) && typeof entry[0] === 'number' ? String(entry[0]) : '',
  );
}

function fromBase64Url(encoded: string): string | null {
  const bytes = base64UrlToBytes(encoded);
  if (bytes === null) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
