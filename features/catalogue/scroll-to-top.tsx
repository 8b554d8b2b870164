'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';
import { scrollToPageTop } from '@/components/ui/motion';
import styles from './catalogue.module.css';

/** The button appears once the visitor has scrolled past 100 px. */
const SHOW_AFTER_PX = 100;

export function ScrollToTop() {
  const t = useTranslations('Catalogue');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.scrollTop}
      aria-label={t('scrollTop')}
      onClick={() => {
        scrollToPageTop();
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
