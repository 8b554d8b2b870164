'use client';

import { useTranslations } from 'next-intl';
import { useLoadingStore } from '@/lib/ui/loading-store';
import spinnerStyles from '@/components/ui/spinner.module.css';
import styles from './loading-overlay.module.css';

export function LoadingOverlay() {
  const t = useTranslations('Loading');
  const visible = useLoadingStore((state) => state.overlayHolds > 0 || state.navigating);
  return (
    <div className={styles.overlay} data-visible={visible} aria-hidden={!visible}>
      {visible && (
        <span role="status" className={spinnerStyles.spinner}>
          <span className="visually-hidden">{t('label')}</span>
        </span>
      )}
    </div>
  );
}
