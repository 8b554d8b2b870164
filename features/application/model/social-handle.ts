// Applicants paste a handle, an @handle or a profile address: instagram.com and tiktok.com addresses
// become the handle the panel stores. Normalising the result again changes nothing.
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
