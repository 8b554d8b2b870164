'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useRef, useState } from 'react';
import Masonry from 'react-masonry-css';
import { PlainImage } from '@/components/ui/plain-image';
import type { GalleryItem } from '@/lib/content/types';
import { lazyComponent } from '@/lib/ui/lazy-component';
import styles from './masonry-gallery.module.css';

// The lightbox's code loads on the first click, not with the page.
const GalleryLightbox = lazyComponent(() =>
  import('./gallery-lightbox').then((module) => module.GalleryLightbox),
);

const COLUMNS = { default: 3, 1023: 2 };

type MasonryGalleryProps = {
  items: GalleryItem[];
  /** Names the pictures: "{talent}, book, picture 3 of 12". */
  label: string;
  /** The first pictures are above the fold on the first tab. */
  eager?: boolean;
};

/** Pictures in columns, each sized from the panel's width and height so nothing shifts as they load. */
export function MasonryGallery({ items, label, eager = false }: MasonryGalleryProps) {
  const t = useTranslations('Profile');
  const [openAt, setOpenAt] = useState<number | null>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const [lightboxRequested, setLightboxRequested] = useState(false);

  return (
    <>
      <Masonry breakpointCols={COLUMNS} className={styles.grid ?? ''} columnClassName={styles.column ?? ''}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              triggers.current[index] = element;
            }}
            type="button"
            className={styles.item}
            aria-label={t('openPicture', { label, position: index + 1, count: items.length })}
            onClick={() => {
              setLightboxRequested(true);
              setOpenAt(index);
            }}
          >
            <PlainImage
              src={item.url}
              alt=""
              width={item.width}
              height={item.height}
              sizes="(min-width: 1024px) 30vw, 50vw"
              loading={eager && index < 3 ? 'eager' : 'lazy'}
              className={styles.image}
            />
          </button>
        ))}
      </Masonry>
      {lightboxRequested && (
        <Suspense>
          <GalleryLightbox
            items={items}
            index={openAt}
            onClose={(lastIndex) => {
              setOpenAt(null);
              // Focus returns to the picture the visitor was looking at last.
              triggers.current[lastIndex]?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
