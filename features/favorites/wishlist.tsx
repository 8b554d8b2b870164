'use client';

import { useLocale, useTranslations } from 'next-intl';
import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { countValues } from '@/lib/i18n/numbers';
import type { FavoritesMap } from './schema';
import { useFavoritesHydrated, useFavoritesList, useFavoritesStore } from './store';
import type { FavoriteTalent } from './types';
import { categoryKeys } from '@/lib/i18n/categories';
import { lazyComponent, usePreloadWhenIdle } from '@/lib/ui/lazy-component';
import { useMeasureUnit } from '@/lib/ui/measure-unit';
import { MAX_PACKAGE_TALENTS, packageHref } from '@/lib/api/comp-card-links';
import { TalentComparison } from './compare/talent-comparison';
import { FavoriteCard } from './favorite-card';
import { SharePanel } from './share-panel';
import { showToast } from './toast-store';
import { WishlistPlaceholder } from './wishlist-placeholder';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './favorites.module.css';

// The request form (react-hook-form and its fields) loads when the page is idle: it shows only once asked for.
const RequestForm = lazyComponent(() => import('./request/form').then((module) => module.RequestForm));

const FORM_ID = 'favorites-request';
const SHARE_ID = 'favorites-share';

// The form is drawn when first asked for, then stays mounted while hidden, so closing it or emptying
// the list and undoing keeps what was typed.
export function Wishlist() {
  const t = useTranslations('Favorites');
  const tMenu = useTranslations('Menu');
  const locale = useLocale();
  const hydrated = useFavoritesHydrated();
  const talents = useFavoritesList(locale);
  const [unit] = useMeasureUnit();
  const [formOpen, setFormOpen] = useState(false);
  const [formAsked, setFormAsked] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [cleared, setCleared] = useState<FavoritesMap | null>(null);
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLHeadingElement>(null);
  /** Where focus goes once the list re-renders after a removal: the card now at this index. */
  const focusAfterChange = useRef<number | null>(null);

  const empty = talents.length === 0;
  // The form collapses when the wishlist becomes empty (and stays closed when refilled).
  if (empty && (formOpen || shareOpen)) {
    setFormOpen(false);
    setShareOpen(false);
  }

  usePreloadWhenIdle(RequestForm.preload);

  useEffect(() => {
    const index = focusAfterChange.current;
    if (index === null) return;
    focusAfterChange.current = null;
    const next = talents[Math.min(index, talents.length - 1)];
    if (next) removeButtons.current.get(next.id)?.focus();
    else emptyRef.current?.focus();
  }, [talents]);

  function remove(talent: FavoriteTalent, index: number) {
    focusAfterChange.current = index;
    useFavoritesStore.getState().deleteFavorite(talent.id);
    showToast('warning', t('toast.removed', { name: talent.name }));
  }

  function removeAll() {
    const { favorites, clearFavorites } = useFavoritesStore.getState();
    setCleared(favorites);
    focusAfterChange.current = 0;
    clearFavorites();
    showToast('warning', t('toast.cleared'));
  }

  function undoRemoveAll() {
    if (!cleared) return;
    useFavoritesStore.getState().setFavorites((current) => ({ ...cleared, ...current }));
    setCleared(null);
    showToast('success', t('toast.restored'));
    requestAnimationFrame(() => listRef.current?.focus());
  }

  if (!hydrated) {
    return <WishlistPlaceholder label={t('loading')} locale={locale} />;
  }

  return (
    <div className={styles.wishlist}>
      {empty ? (
        <div className={styles.empty}>
          <h2 ref={emptyRef} tabIndex={-1} className={styles.emptyTitle}>
            {t('empty.title')}
          </h2>
          {cleared && (
            <p className={styles.undo}>
              {t('empty.cleared', countValues(Object.keys(cleared).length, locale))}{' '}
              <button type="button" className={styles.textButton} onClick={undoRemoveAll}>
                {t('empty.undo')}
              </button>
            </p>
          )}
          <p>{t('empty.text')}</p>
          <ul className={styles.categoryLinks}>
            {categoryKeys.map((category) => (
              <li key={category}>
                <Link href={`/${category}`}>{tMenu(category)}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className={styles.toolbar}>
          <p className={styles.count}>{t('count', countValues(talents.length, locale))}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
              aria-expanded={formOpen}
              aria-controls={FORM_ID}
              // A transition: the form opens (and the button says so) once its code is there, never empty.
              onClick={() =>
                startTransition(() => {
                  setFormAsked(true);
                  setFormOpen((open) => !open);
                })
              }
            >
              {t('requestQuote')}
            </button>
            <button
              type="button"
              className={buttonStyles.button}
              aria-expanded={shareOpen}
              aria-controls={SHARE_ID}
              onClick={() => setShareOpen((open) => !open)}
            >
              {t('share')}
            </button>
            <a
              className={buttonStyles.button}
              href={packageHref(
                talents.map((talent) => talent.id),
                locale,
                unit,
              )}
              download
            >
              {t('downloadPackage')}
            </a>
            <button type="button" className={buttonStyles.button} onClick={removeAll}>
              {t('removeAll')}
            </button>
          </div>
          {talents.length > MAX_PACKAGE_TALENTS && (
            <p className={styles.count}>{t('packageLimit', { max: MAX_PACKAGE_TALENTS })}</p>
          )}
        </div>
      )}

      {!empty && <TalentComparison talents={talents} />}

      {shareOpen && <SharePanel id={SHARE_ID} talents={talents} />}

      <div className={styles.layout} data-form-open={formOpen || undefined}>
        <div id={FORM_ID} className={styles.formPanel} hidden={!formOpen}>
          {/* Mounted before the form is asked for, so the opening transition waits for its code. */}
          <Suspense>{formAsked && <RequestForm talents={talents} />}</Suspense>
        </div>
        {!empty && (
          <ul ref={listRef} tabIndex={-1} className={styles.grid} aria-label={t('listLabel')}>
            {talents.map((talent, index) => (
              <li key={talent.id}>
                <FavoriteCard
                  talent={talent}
                  index={index}
                  action={
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) removeButtons.current.set(talent.id, element);
                        else removeButtons.current.delete(talent.id);
                      }}
                      className={styles.remove}
                      aria-label={t('toggle.remove', { name: talent.name })}
                      onClick={() => remove(talent, index)}
                    >
                      <CloseIcon />
                    </button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
