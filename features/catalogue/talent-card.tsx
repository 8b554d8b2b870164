'use client';

import { CARD_WIDEST, cardPictureLoading, PlainImage } from '@/components/ui/plain-image';
import { useTranslations } from 'next-intl';
import {
  memo,
  startTransition,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type PointerEvent,
  type RefObject,
} from 'react';
import { FavoriteToggle } from '@/features/favorites/favorite-toggle';
import { InstagramIcon, TikTokIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { profileHref } from '@/lib/i18n/hrefs';
import { lazyComponent } from '@/lib/ui/lazy-component';
import { rememberListReturn } from '@/lib/ui/list-return';
import type { TalentCard as TalentCardData } from '@/lib/talents/card';
import styles from './talent-card.module.css';

// Its code loads apart from the list's first load and is preloaded when idle; the panel opens in a
// transition, so the button says "expanded" only once the panel is there.
const MeasureList = lazyComponent(() => import('./measure-list').then((module) => module.MeasureList));
export const preloadCardParts = MeasureList.preload;

const SOCIAL_NETWORKS = [
  { network: 'tiktok', Icon: TikTokIcon },
  { network: 'instagram', Icon: InstagramIcon },
] as const;

type TalentCardProps = {
  talent: TalentCardData;
} & ReturnType<typeof cardPictureLoading>;

// Escape (focus back to the button unless elsewhere) or a pointer down outside closes the open panel.
function useDismiss(
  open: boolean,
  setOpen: (open: boolean) => void,
  panelRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const inside = (node: EventTarget | null) =>
      node instanceof Node && Boolean(panelRef.current?.contains(node) || toggleRef.current?.contains(node));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focused = document.activeElement;
      setOpen(false);
      if (focused === null || focused === document.body || inside(focused)) toggleRef.current?.focus();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen, panelRef, toggleRef]);
}

// The profile, not the list, is where crawlers read the measures. Memoized: typing in the search box
// re-renders the list, and twenty cards on a phone's CPU would slow each keystroke.
export const TalentCard = memo(function TalentCard({ talent, loading, fetchPriority }: TalentCardProps) {
  const t = useTranslations('Catalogue');
  const [open, setOpen] = useState(false);
  // The measures panel is built on first demand (hover, the Measures button), not hidden in every card; a
  // tap or focus does not build it, so a heart tapped on a phone stays quick.
  const [revealed, setRevealed] = useState(false);
  const reveal = () => startTransition(() => setRevealed(true));
  const revealOnHover = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') reveal();
  };
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, setOpen, panelRef, toggleRef);
  const { id, name, slug, category, cover } = talent;
  const hasDetails = talent.measures.length > 0 || Boolean(talent.hair) || Boolean(talent.eyes);

  return (
    <article
      className={styles.card}
      data-open={open || undefined}
      onPointerEnter={hasDetails ? revealOnHover : undefined}
    >
      <div className={styles.media}>
        <Link
          href={profileHref(category, id, slug)}
          className={styles.coverLink}
          onClick={(event) => rememberListReturn(category, event.currentTarget.pathname)}
          tabIndex={-1}
          aria-hidden="true"
        >
          {cover && (
            <PlainImage
              src={cover}
              alt=""
              fill
              sizes="(min-width: 1024px) 25vw, 50vw"
              widest={CARD_WIDEST}
              loading={loading}
              fetchPriority={fetchPriority}
              className={styles.cover}
            />
          )}
        </Link>
        {hasDetails && (
          // Mounted (empty) from the start: a transition keeps the card as it was while the panel's code
          // loads, where a boundary mounted by the transition would show its empty fallback at once.
          <Suspense>
            {revealed && (
              <MeasureList
                measures={talent.measures}
                hair={talent.hair}
                eyes={talent.eyes}
                className={styles.panel}
                id={panelId}
                ref={panelRef}
              />
            )}
          </Suspense>
        )}
        <FavoriteToggle talent={{ id, name, slug, category, cover }} className={styles.favorite} />
      </div>
      <div className={styles.footer}>
        <h2 className={styles.name}>
          <Link
            href={profileHref(category, id, slug)}
            onClick={(event) => rememberListReturn(category, event.currentTarget.pathname)}
          >
            {name}
          </Link>
        </h2>
        <div className={styles.actions}>
          {SOCIAL_NETWORKS.map(({ network, Icon }) => {
            const url = talent[network];
            return (
              url && (
                <a
                  key={network}
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t(network, { name })} ${t('opensInNewTab')}`}
                >
                  <Icon width={20} height={20} />
                </a>
              )
            );
          })}
          {hasDetails && (
            <button
              ref={toggleRef}
              type="button"
              className={styles.measuresToggle}
              aria-expanded={open}
              aria-controls={revealed ? panelId : undefined}
              aria-label={t('showMeasures', { name })}
              onClick={() =>
                startTransition(() => {
                  setRevealed(true);
                  setOpen((value) => !value);
                })
              }
            >
              {t('measures')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
});
