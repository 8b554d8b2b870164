'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname as useAddress, useParams, useRouter, useSelectedLayoutSegment } from 'next/navigation';
import { Fragment, type MouseEvent } from 'react';
import { Link } from '@/components/ui/link';
import { useAddressSearch } from '@/components/ui/url-state';
import { usePathname, type AppHref } from '@/lib/i18n/navigation';
import { locales } from '@/lib/i18n/locales';
import { NOT_FOUND_SEGMENT } from '@/lib/i18n/routes';
import { holdLoadingOverlay } from '@/lib/ui/loading-store';
import styles from './language-switch.module.css';

const SWITCH_OVERLAY_MS = 600;
/** In the order of their codes, the same on every page: "English | português". */
const SWITCH_ORDER = [...locales].sort();

/** A blog post's translation has its own slug, which only the page's hreflang alternates know. */
function declaredAlternate(locale: string): string | null {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${locale}"]`);
  if (!link?.href) return null;
  try {
    return new URL(link.href).pathname;
  } catch {
    return null;
  }
}

// A 404 rewritten by the proxy renders another route than its address: its path in the other language is
// the address under the other prefix, which the proxy then sends to the canonical slugs.
function currentHref(pathname: string, params: Record<string, unknown>, address: string): AppHref {
  const names = [...pathname.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map(([, name]) => name!);
  if (names.every((name) => params[name] !== undefined)) return { pathname, params } as AppHref;
  return (address.replace(/^\/[^/]+/, '') || '/') as AppHref;
}

// Keeps the query (added in the browser, as pages render without it) and on a click the fragment, where a
// client's picks live. A click prefers the page's declared alternate.
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('LanguageSwitch');
  const current = useLocale();
  const pathname = usePathname();
  const params = useParams();
  const address = useAddress();
  const search = useAddressSearch();
  const router = useRouter();
  // A 404 page has no equivalent in the other language: the switch leads to that language's home.
  const notFound = useSelectedLayoutSegment() === NOT_FOUND_SEGMENT;
  const href = notFound ? '/' : currentHref(pathname, params, address);

  const switchTo = (locale: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    holdLoadingOverlay(SWITCH_OVERLAY_MS);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const link = event.currentTarget;
    const target = `${declaredAlternate(locale) ?? link.pathname}${window.location.search}${window.location.hash}`;
    if (target === `${link.pathname}${link.search}`) return;
    event.preventDefault();
    router.push(target);
  };

  return (
    <nav aria-label={t('label')} className={`${styles.switch} ${className ?? ''}`}>
      {SWITCH_ORDER.map((locale, index) => (
        <Fragment key={locale}>
          {index > 0 && <span aria-hidden="true"> | </span>}
          {locale === current ? (
            <span lang={locale} aria-current="true" className={styles.current}>
              {t(locale)}
            </span>
          ) : (
            <Link
              href={typeof href === 'object' ? { ...href, search } : href}
              locale={locale}
              lang={locale}
              hrefLang={locale}
              className={styles.link}
              onClick={switchTo(locale)}
            >
              {t(locale)}
            </Link>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
