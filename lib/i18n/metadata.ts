import type { Metadata } from 'next';
import { site } from '@/lib/site';
import { getPathname, type AppHref } from './navigation';
import { defaultLocale, locales, type Locale } from './locales';

/** Absolute URL of a page in one language. */
export function absoluteUrl(href: AppHref, locale: Locale): string {
  return `${site.url}${getPathname({ href, locale })}`;
}

export function withSiteName(title: string): string {
  return `${title} | ${site.name}`;
}

/** A page's title as `Title | Site`, its canonical and hreflang alternates. */
export function pageMetadata({
  locale,
  title,
  description,
  href,
}: {
  locale: Locale;
  title: string;
  description?: string;
  href: AppHref;
}): Metadata {
  const languages: Record<string, string> = Object.fromEntries(
    locales.map((other) => [other, absoluteUrl(href, other)]),
  );
  languages['x-default'] = absoluteUrl(href, defaultLocale);
  const fullTitle = withSiteName(title);
  return {
    title: fullTitle,
    description,
    alternates: { canonical: absoluteUrl(href, locale), languages },
    openGraph: { title: fullTitle, url: absoluteUrl(href, locale), locale },
  };
}
