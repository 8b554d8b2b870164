'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import type { GalleryItem } from '@/lib/content/types';

type GalleryLightboxProps = {
  items: GalleryItem[];
  /** The picture shown; null when closed. */
  index: number | null;
  onClose: (lastIndex: number) => void;
};

/** Screen readers hear each picture's own "3 of 12" beside the visible counter. */
export function GalleryLightbox({ items, index, onClose }: GalleryLightboxProps) {
  const t = useTranslations('Profile');
  const current = useRef(index ?? 0);
  useEffect(() => {
    if (index !== null) current.current = index;
  }, [index]);

  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={() => onClose(current.current)}
      on={{ view: ({ index: viewed }) => (current.current = viewed) }}
      slides={items.map((item) => ({ src: item.url, width: item.width, height: item.height, alt: '' }))}
      controller={{ closeOnBackdropClick: true }}
      plugins={[Counter]}
      labels={{
        Lightbox: t('lightbox'),
        Carousel: t('lightbox'),
        Slide: t('picture'),
        'Photo gallery': t('lightbox'),
        // The lightbox fills in the position itself: the placeholders go through as they are.
        '{index} of {total}': t('pictureOf', { index: '{index}', total: '{total}' }),
        Previous: t('previous'),
        Next: t('next'),
        Close: t('close'),
      }}
    />
  );
}
