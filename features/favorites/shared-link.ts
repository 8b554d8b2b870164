import * as z from '@/lib/zod-mini';
import { talentSlug } from '@/lib/talents/slug';
import { MAX_FAVORITES, parseFavoriteTalent } from './schema';
import { FORMAT_VERSION, MAX_ENCODED_LENGTH } from './share';
import type { FavoriteTalent } from './types';

// Reading a shared link (share.ts writes them): its own module, so only a shared shortlist's view loads zod.

/**
 * One talent in a link: [id, name, category, cover path relative to storage or null, slug when it is
 * not the one the name gives]. Tuples keep the link short; the version leads so the format can change.
 */
const sharedTalent = z.union([
  z.tuple([z.number(), z.string(), z.string(), z.nullable(z.string())]),
  z.tuple([z.number(), z.string(), z.string(), z.nullable(z.string()), z.string()]),
]);
const sharedShortlist = z.tuple([
  z.literal(FORMAT_VERSION),
  z.array(sharedTalent).check(z.minLength(1), z.maxLength(MAX_FAVORITES)),
]);

/** The shortlist in a link, or null when the link is damaged, tampered with or not ours. */
export function decodeShortlist(encoded: string, storageUrl: string): FavoriteTalent[] | null {
  if (encoded.length === 0 || encoded.length > MAX_ENCODED_LENGTH) return null;
  const json = fromBase64Url(encoded);
  if (json === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = sharedShortlist.safeParse(raw);
  if (!parsed.success) return null;

  const talents = new Map<number, FavoriteTalent>();
  for (const [id, name, category, coverPath, slug] of parsed.data[1]) {
    const cover = coverPath === null ? null : storageCover(storageUrl, coverPath);
    if (cover === undefined) return null;
    const talent = parseFavoriteTalent({ id, name, category, slug: slug ?? talentSlug(name), cover });
    if (!talent) return null;
    talents.set(talent.id, talent);
  }
  return [...talents.values()];
}

/** The address of a storage-relative path, or undefined when the path would lead out of the storage. */
function storageCover(storageUrl: string, path: string): string | undefined {
  const base = storageUrl.replace(/\/+$/, '');
  try {
    const root = new URL(`${base}/`);
    const resolved = new URL(`${base}/${path}`);
    const inside =
      !path.startsWith('/') &&
      !path.includes('\\') &&
      resolved.origin === root.origin &&
      resolved.pathname.startsWith(root.pathname) &&
      !/(^|\/)\.\.?(\/|$)/.test(decodeURIComponent(path));
    return inside ? `${base}/${path}` : undefined;
  } catch {
    return undefined;
  }
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
