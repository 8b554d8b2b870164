'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { CloseIcon } from '@/components/ui/icons';
import { usePathname } from '@/lib/i18n/navigation';
import type { AppPathname } from '@/lib/i18n/routing';
import { LanguageSwitch } from './language-switch';
import styles from './site-menu.module.css';

/** The menu entries, in order. */
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
  /** Text colour of the "Join Us" entry (panel customization), when set. */
  beAModelColor?: string;
  /** The panel's menu image, behind the entries; rendered only while open, so it loads on demand. */
  background?: ReactNode;
  /** Panel-driven extras under the entries (contact lines, blog ticker); rendered only while open. */
  extras?: ReactNode;
};

/**
 * The full-screen menu. A modal <dialog> keeps focus inside while open and closes on Escape;
 * it also closes on every route change.
 */
export function SiteMenu({ beAModelColor, background, extras }: SiteMenuProps) {
  const t = useTranslations('Menu');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="site-menu"
        aria-label={t('openLabel')}
        onClick={() => {
          dialogRef.current?.showModal();
          // The menu shows at once; its panel-driven extras follow without holding up that first paint.
          startTransition(() => setOpen(true));
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
      >
        {open && background}
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
