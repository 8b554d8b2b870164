/** Only http(s) URLs pass through, so a stored "javascript:" value can never become a link. */
const PROFILE_URL = {
  instagram: (handle: string) => `https://www.instagram.com/${handle}/`,
  tiktok: (handle: string) => `https://www.tiktok.com/@${handle}`,
} as const;

export type SocialNetwork = keyof typeof PROFILE_URL;

const HANDLE = /^[\w.]{1,60}$/;

export function socialProfileUrl(network: SocialNetwork, value: string | null): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      return new URL(trimmed).toString();
    } catch {
      return null;
    }
  }
  if (/^[a-z][\w+.-]*:/i.test(trimmed)) return null;
  const handle = trimmed.replace(/^@/, '');
  return HANDLE.test(handle) ? PROFILE_URL[network](handle) : null;
}
