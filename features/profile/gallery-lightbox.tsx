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

// While open, the lightbox is a history step at the page's own address, so Back closes it as in any gallery
// app; its own controls close it by taking that step back. Returns that close.
function useBackCloses(open: boolean, close: () => void): () => void {
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => {
    if (!open) return;
    // The entry keeps the router's state: Next treats the step back as the same page.
    window.history.pushState(window.history.state, '');
    const onPopState = () => latestClose.current();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open]);
  return () => window.history.back();
}

/** Screen readers hear each picture's own "3 of 12" beside the visible counter. */
export function GalleryLightbox({ items, index, onClose }: GalleryLightboxProps) {
  const t = useTranslations('Profile');
  const current = useRef(index ?? 0);
  useEffect(() => {
    if (index !== null) current.current = index;
  }, [index]);
  const close = useBackCloses(index !== null, () => onClose(current.current));

  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={close}
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
