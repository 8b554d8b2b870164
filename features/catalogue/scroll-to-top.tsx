'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';
import { scrollToPageTop } from '@/components/ui/motion';
import styles from './catalogue.module.css';

const SHOW_AFTER_PX = 100;

/** How far the page's footer reaches into the window: the button rises by as much, never covering it. */
function footerOverlap(): number {
  const footer = document.querySelector('body > footer');
  return footer ? Math.max(0, window.innerHeight - footer.getBoundingClientRect().top) : 0;
}

export function ScrollToTop() {
  const t = useTranslations('Catalogue');
  const [visible, setVisible] = useState(false);
  const [lift, setLift] = useState(0);

  useEffect(() => {
    const update = () => {
      setVisible(window.scrollY > SHOW_AFTER_PX);
      setLift(footerOverlap());
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    // More cards push the footer away without a scroll.
    const pageGrowth = new ResizeObserver(update);
    pageGrowth.observe(document.body);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      pageGrowth.disconnect();
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.scrollTop}
      style={lift > 0 ? { translate: `0 -${lift}px` } : undefined}
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
