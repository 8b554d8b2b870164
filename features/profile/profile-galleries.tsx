'use client';

import { useTranslations } from 'next-intl';
import { parseAsStringLiteral } from 'nuqs/server';
import { Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import { PlainImage } from '@/components/ui/plain-image';
import { useUrlState } from '@/components/ui/url-state';
import { lazyComponent } from '@/lib/ui/lazy-component';
import { MeasureList } from '@/features/catalogue/measure-list';
import { GALLERY_TABS, type GalleryTab } from '@/lib/talents/gallery-tabs';
import type { ProfileView } from '@/lib/talents/profile';
import { CompCardLink } from './comp-card-link';
import { MasonryGallery } from './masonry-gallery';
import styles from './profile.module.css';

// "Print composite" loads with the compo tab, and the video tab's slider (swiper) when the tab opens.
const CompositeDownload = lazyComponent(() =>
  import('./composite-download').then((module) => module.CompositeDownload),
);
const VideoGallery = lazyComponent(() => import('./video-gallery').then((module) => module.VideoGallery));

const galleryParams = { gallery: parseAsStringLiteral(GALLERY_TABS) };

/** The tab is in the URL so it can be linked; an unknown or unavailable one falls back to the first. */
export function ProfileGalleries({ profile }: { profile: ProfileView }) {
  const t = useTranslations('Profile');
  const [{ gallery: requested }, setGallery] = useUrlState(galleryParams);
  const [first] = profile.tabs;
  const active = profile.tabs.find((tab) => tab === requested) ?? first;
  const tabRefs = useRef<Partial<Record<GalleryTab, HTMLButtonElement | null>>>({});

  // On a phone the tabs scroll sideways in one row: the active one is kept in sight, without moving the page.
  useEffect(() => {
    const tab = active && tabRefs.current[active];
    const row = tab?.parentElement;
    if (!tab || !row) return;
    const tabBox = tab.getBoundingClientRect();
    const rowBox = row.getBoundingClientRect();
    if (tabBox.left < rowBox.left) row.scrollBy({ left: tabBox.left - rowBox.left });
    else if (tabBox.right > rowBox.right) row.scrollBy({ left: tabBox.right - rowBox.right });
  }, [active]);

  // Switching tabs replaces the address: Back leaves the profile rather than stepping through tabs.
  const select = (tab: GalleryTab) => setGallery({ gallery: tab === first ? null : tab }, 'replace');

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const edge = { Home: 0, End: profile.tabs.length - 1 }[event.key];
    if (!active || (step === undefined && edge === undefined)) return;
    event.preventDefault();
    const position = profile.tabs.indexOf(active);
    const next = profile.tabs[edge ?? (position + (step ?? 0) + profile.tabs.length) % profile.tabs.length];
    if (!next) return;
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className={styles.galleries} aria-label={t('galleries')}>
      {profile.tabs.length > 1 && (
        <div role="tablist" className={styles.tabs} aria-label={t('galleries')}>
          {profile.tabs.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${tab}`}
              aria-selected={tab === active}
              aria-controls="gallery-panel"
              tabIndex={tab === active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab)}
              onKeyDown={onKeyDown}
            >
              {t(`tabs.${tab}`)}
            </button>
          ))}
        </div>
      )}
      <div
        id="gallery-panel"
        role={profile.tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={profile.tabs.length > 1 ? `tab-${active}` : undefined}
        className={styles.panel}
      >
        {active === first && (
          <div className={styles.intro}>
            {profile.cover && (
              <PlainImage
                src={profile.cover}
                alt={t('coverAlt', { name: profile.name })}
                width={800}
                height={1200}
                sizes="(min-width: 1024px) 30vw, 100vw"
                className={styles.cover}
                loading="eager"
                fetchPriority="high"
                revealAltOnError
              />
            )}
            <div className={styles.facts}>
              <MeasureList
                measures={profile.measures}
                hair={profile.hair}
                eyes={profile.eyes}
                className={styles.measures}
              />
              {/* With a compo tab the card sits beside "Print composite"; without one, under the measures. */}
              {!profile.tabs.includes('compo') && <CompCardLink talentId={profile.id} />}
            </div>
          </div>
        )}
        {/* A talent with no gallery yet still shows the cover and the measures above. */}
        {!active ? null : active === 'video' ? (
          <Suspense>
            <VideoGallery videos={profile.galleries.video} talentName={profile.name} />
          </Suspense>
        ) : (
          <>
            {active === 'compo' && (
              <Suspense>
                <CompositeDownload talentId={profile.id} talentName={profile.name} />
              </Suspense>
            )}
            <MasonryGallery
              key={active}
              items={profile.galleries[active]}
              label={`${profile.name}, ${t(`tabs.${active}`)}`}
              eager={active === first}
            />
          </>
        )}
      </div>
    </section>
  );
}
