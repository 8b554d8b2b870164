'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import {
  ABOUT_PAGES,
  LAST_ABOUT_PAGE,
  aboutHeadingId,
  ABOUT_PAGE_PARAM,
  aboutPageParams,
  aboutPageSearch,
  nextAboutPage,
  previousAboutPage,
  type AboutPage,
} from './pages';
import { useUrlState } from '@/components/ui/url-state';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './about-story.module.css';

// Every page is in the server's HTML, so search engines read the whole story; moving is a history entry
// of the same page, so Back returns to the previous page of the story.
export function AboutStory({ pages }: { pages: ReactNode[] }) {
  const t = useTranslations('About');
  const pathname = usePathname();
  const [{ [ABOUT_PAGE_PARAM]: current }, setPage] = useUrlState(aboutPageParams);
  const movedByVisitor = useRef(false);
  const storyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!movedByVisitor.current) return;
    movedByVisitor.current = false;
    storyRef.current?.scrollIntoView({ block: 'start' });
    document.getElementById(aboutHeadingId(current))?.focus({ preventScroll: true });
  }, [current]);

  const href = (page: AboutPage) => `${pathname}${aboutPageSearch(page)}`;
  const goTo = (page: AboutPage) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the page's own address; a plain click stays in this page.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    movedByVisitor.current = true;
    setPage({ [ABOUT_PAGE_PARAM]: page }, 'push');
  };

  const previous = previousAboutPage(current);
  const next = nextAboutPage(current);

  return (
    <div ref={storyRef} className={styles.story}>
      {ABOUT_PAGES.map((page, index) => (
        <div key={page} hidden={page !== current}>
          {pages[index]}
        </div>
      ))}
      <nav className={styles.controls} aria-label={t('pages')}>
        <p className={styles.position}>{t('position', { page: current, count: LAST_ABOUT_PAGE })}</p>
        <div className={styles.buttons}>
          {previous && (
            <a href={href(previous)} className={buttonStyles.button} onClick={goTo(previous)}>
              {t('back')}
            </a>
          )}
          {next ? (
            <a
              href={href(next)}
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
              onClick={goTo(next)}
            >
              {t('next')}
            </a>
          ) : (
            <a href={href(1)} className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={goTo(1)}>
              {t('restart')}
            </a>
          )}
        </div>
      </nav>
    </div>
  );
}
