'use client';

import { useTranslations } from 'next-intl';
import {
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link } from '@/components/ui/link';
import { CloseIcon } from '@/components/ui/icons';
import { usePathname } from '@/lib/i18n/navigation';
import type { AppPathname } from '@/lib/i18n/routing';
import { afterNextPaint } from '@/lib/ui/idle';
import { lazyComponent, usePreloadWhenIdle } from '@/lib/ui/lazy-component';
import type { MenuBackground } from '@/lib/content/types';
import { useProgressStore } from '@/lib/ui/progress';
import { LanguageSwitch } from './language-switch';
import { LazyBlogTicker } from './menu-ticker';
import styles from './site-menu.module.css';

// Loaded when idle or about to open: arriving during a tap, its code would run before the menu's first paint.
const LazyMenuSearch = lazyComponent(() => import('./menu-search').then((module) => module.MenuSearch));
// The menu's image, likewise: shown only in the open menu, and its two addresses are all the page carries.
const LazyMenuBackdrop = lazyComponent(() => import('./menu-backdrop').then((module) => module.MenuBackdrop));

// Fetched when idle, so an opening menu seldom lays out in a fallback font; on failure, the regular face.
function loadMenuItalic() {
  for (const face of document.fonts) if (face.style === 'italic') face.load().catch(() => undefined);
}

const doNothing = () => {};

/** A plain click on a link: the page changes here (a modified click opens a new tab, this menu stays). */
function isPlainLinkClick(event: MouseEvent): boolean {
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  return plain && event.target instanceof Element && event.target.closest('a[href]') !== null;
}

const MENU_ENTRIES = [
  ['home', '/'],
  ['models', '/models'],
  ['commercial', '/commercial'],
  ['actors', '/actors'],
  ['digital', '/digital'],
  ['special', '/special'],
  ['about', '/about'],
  ['be-a-model', '/be-a-model'],
  ['contact', '/contact'],
  ['favorites', '/favorites'],
] as const satisfies readonly (readonly [string, AppPathname])[];

type SiteMenuProps = {
  beAModelColor?: string;
  /** The panel's menu image, behind the entries; rendered only while open, so it loads on demand. */
  background?: MenuBackground;
  /** Panel-driven extras under the entries (contact lines, blog ticker); rendered only while open. */
  extras?: ReactNode;
};

// A modal <dialog> keeps focus inside and closes on Escape, and as soon as a route change starts.
export function SiteMenu({ beAModelColor, background, extras }: SiteMenuProps) {
  const t = useTranslations('Menu');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  usePreloadWhenIdle(loadMenuItalic);
  usePreloadWhenIdle(LazyBlogTicker.preload);
  usePreloadWhenIdle(LazyMenuSearch.preload);
  usePreloadWhenIdle(background ? LazyMenuBackdrop.preload : doNothing);

  // Outside rendering: a render caused inside Next's route transition would wait with it.
  useEffect(
    () =>
      useProgressStore.subscribe((state, previous) => {
        if (state.navigatingTo !== null && state.navigatingTo !== previous.navigatingTo) {
          dialogRef.current?.close();
        }
      }),
    [],
  );

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="site-menu"
        aria-label={t('openLabel')}
        onPointerEnter={LazyMenuSearch.preload}
        onFocus={LazyMenuSearch.preload}
        onClick={() => {
          const dialog = dialogRef.current;
          if (!dialog) return;
          dialog.showModal();
          // The extras (a few hundred elements) render after the first paint: in a transition started at
          // once, React would commit them before the browser's next frame.
          afterNextPaint(() => {
            if (dialog.open) startTransition(() => setOpen(true));
          });
        }}
      >
        {t('open')}
      </button>
      <dialog
        id="site-menu"
        ref={dialogRef}
        className={styles.menu}
        aria-label={t('title')}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (isPlainLinkClick(event)) dialogRef.current?.close();
        }}
      >
        {open && background && (
          <Suspense>
            <LazyMenuBackdrop image={background} />
          </Suspense>
        )}
        <div className={styles.panel}>
          <button
            type="button"
            className={styles.close}
            aria-label={t('close')}
            onClick={() => dialogRef.current?.close()}
            autoFocus
          >
            <CloseIcon width={28} height={28} />
          </button>
          <div className={styles.search}>
            {open && (
              <Suspense>
                <LazyMenuSearch />
              </Suspense>
            )}
          </div>
          <nav aria-label={t('title')}>
            <ol className={styles.entries}>
              {MENU_ENTRIES.map(([key, href]) => (
                <li key={key}>
                  <Link
                    href={href}
                    className={styles.entry}
                    aria-current={pathname === href ? 'page' : undefined}
                    style={key === 'be-a-model' && beAModelColor ? { color: beAModelColor } : undefined}
                  >
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
          {open && extras}
          <LanguageSwitch className={styles.switch} />
        </div>
      </dialog>
    </>
  );
}
