import { talentSlug } from '@/lib/talents/slug';
import { MAX_FAVORITES } from './schema';
import type { FavoriteTalent } from './types';

/** The query parameter of a shared shortlist: `/{lang}/favorites?shared=…`. */
export const SHARE_PARAM = 'shared';

/** Links longer than this are not ours (200 talents with long names fit well within it). */
export const MAX_ENCODED_LENGTH = 40_000;
export const FORMAT_VERSION = 1;

/**
 * Encodes a shortlist for a link that works on any device without a server-side copy: a base64url JSON
 * of compact tuples. Covers travel as paths relative to the image storage, so a link cannot point images
 * anywhere else and survives a change of storage host.
 */
export function encodeShortlist(talents: FavoriteTalent[], storageUrl: string): string {
  const base = `${storageUrl.replace(/\/+$/, '')}/`;
  const tuples = talents.slice(0, MAX_FAVORITES).map(({ id, name, slug, category, cover }) => {
    const coverPath = cover?.startsWith(base) ? cover.slice(base.length) : null;
    const tuple: (string | number | null)[] = [id, name, category, coverPath];
    if (slug !== talentSlug(name)) tuple.push(slug);
    return tuple;
  });
  return toBase64Url(JSON.stringify([FORMAT_VERSION, tuples]));
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
