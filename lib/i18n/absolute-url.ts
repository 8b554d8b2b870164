import { site } from '@/lib/site';
import { getPathname, type AppHref } from './navigation';
import type { Locale } from './locales';

/** Absolute URL of a page in one language: canonical links, sitemaps, share links, comp cards. */
export function absoluteUrl(href: AppHref, locale: Locale): string {
  return `${site.url}${getPathname({ href, locale })}`;
}
