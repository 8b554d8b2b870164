/**
 * An Instagram or TikTok handle, normalised: accents removed, spaces become underscores, and only letters,
 * digits, underscore, dot, colon and slash kept. Beyond that rule, and because applicants paste all three
 * forms: a leading @ goes, and a profile address on instagram.com or tiktok.com
 * ("https://www.instagram.com/ines.raposo/?hl=pt", "tiktok.com/@ines") becomes its handle, which is what the
 * panel stores for talents. Other addresses keep their colon and slashes, as the rule allows. The result is
 * stable: normalising it again changes nothing.
 */
const PROFILE_URL = /^(?:https?:\/\/)?(?:[a-z]+\.)?(?:instagram\.com|tiktok\.com)\/@?([^/?#\s]+)/i;

export function normalizeSocialHandle(text: string): string {
  const trimmed = text.trim();
  const fromProfileUrl = PROFILE_URL.exec(trimmed)?.[1];
  return (fromProfileUrl ?? trimmed)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_.:/]/g, '');
}
