import { MAX_FAVORITES } from './schema';

/** The query parameter of a shared shortlist: `/{lang}/favorites?shared=1001.1003.1005`. */
export const SHARE_PARAM = 'shared';

/** Between a link's ids: a character URLSearchParams leaves as it is, so the link stays short and readable. */
export const SHARE_ID_SEPARATOR = '.';

/** Only ids travel, so no link can put its own words on the site. */
export function encodeShortlist(ids: readonly number[]): string {
  return [...new Set(ids)].slice(0, MAX_FAVORITES).join(SHARE_ID_SEPARATOR);
}

export const shareSearch = (ids: readonly number[]) => `?${SHARE_PARAM}=${encodeShortlist(ids)}`;
