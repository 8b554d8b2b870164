// The pictures of a talent that image search is told about, in the sitemap and in the profile's JSON-LD.
import type { GalleryItem } from '@/lib/content/types';
import { isCanonicalStorageAddress } from '@/lib/security/storage-address';

/** The cover and the Book's first ten: keeps the one sitemap well under its size limit. */
export const SEARCHABLE_PICTURES_PER_TALENT = 11;

/** Only addresses the site itself shows (the optimizer's one spelling, no query), each once. */
export function searchablePictures(cover: string | null, book: readonly GalleryItem[]): string[] {
  const addresses = [cover, ...book.map((item) => item.url)].filter(
    (address): address is string => address !== null && isCanonicalStorageAddress(address),
  );
  return [...new Set(addresses)].slice(0, SEARCHABLE_PICTURES_PER_TALENT);
}
