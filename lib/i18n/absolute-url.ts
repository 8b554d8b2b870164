import { site } from '@/lib/site';
import { getPathname, type AppHref } from './navigation';
import type { Locale } from './locales';

export function absoluteUrl(href: AppHref, locale: Locale): string {
  return `${site.url}${getPathname({ href, locale })}`;
}
