'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type MouseEvent } from 'react';
import { NeighbourLink, neighboursClassName } from '@/components/ui/neighbour-link';
import { apiJson } from '@/lib/api/client';
import { cameFromList, rememberListReturn } from '@/lib/ui/list-return';
import { profileHref } from '@/lib/i18n/hrefs';
import { getPathname, useRouter } from '@/lib/i18n/navigation';
import type { Category } from '@/lib/i18n/categories';
import type { Locale } from '@/lib/i18n/locales';
import type { Neighbour, Neighbours } from '@/lib/talents/neighbours';
import { previousSiteAddress } from '@/lib/ui/site-history';
import styles from './profile.module.css';

/** The filters of the list this profile was opened from, read from the tab's previous history entry. */
function listQuery(category: Category, locale: Locale): string | null {
  const list = cameFromList(category) ? previousSiteAddress() : null;
  return list?.pathname === getPathname({ href: `/${category}`, locale }) ? list.search.slice(1) : null;
}

type ProfileNeighboursProps = {
  category: Category;
  id: number;
  /** In the category's order, rendered on the server. */
  initial: Neighbours;
};

// Stepping from a list replaces this profile in history, so Back still returns to the list as it was left.
export function ProfileNeighbours({ category, id, initial }: ProfileNeighboursProps) {
  const t = useTranslations('Profile');
  const locale = useLocale();
  const router = useRouter();
  const [neighbours, setNeighbours] = useState(initial);

  useEffect(() => {
    const query = listQuery(category, locale);
    // Not from a filtered list: the category's order the page came with.
    if (!query) return;
    const params = new URLSearchParams(query);
    params.set('category', category);
    params.set('id', String(id));
    const controller = new AbortController();
    // A refinement of links the page already has: a plain request, kept off the progress bar.
    apiJson<Neighbours>(`/api/talents/neighbours?${params}`, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    })
      .then(setNeighbours)
      .catch(() => undefined);
    return () => controller.abort();
  }, [category, id, locale]);

  const step = (neighbour: Neighbour) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    if (!cameFromList(category)) return;
    event.preventDefault();
    rememberListReturn(category, event.currentTarget.pathname);
    router.replace(profileHref(category, neighbour.id, neighbour.slug));
  };

  const link = (neighbour: Neighbour, direction: 'previous' | 'next') => (
    <NeighbourLink
      href={profileHref(category, neighbour.id, neighbour.slug)}
      onClick={step(neighbour)}
      direction={direction}
      label={t(direction === 'previous' ? 'previousTalent' : 'nextTalent')}
      name={neighbour.name}
    />
  );

  if (!neighbours.previous && !neighbours.next) return null;
  return (
    <nav className={`${neighboursClassName} ${styles.neighbours}`} aria-label={t('neighbours')}>
      {neighbours.previous && link(neighbours.previous, 'previous')}
      {neighbours.next && link(neighbours.next, 'next')}
    </nav>
  );
}
