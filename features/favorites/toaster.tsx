'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { dismissAllToasts, dismissToast, useToastStore } from './toast-store';
import styles from './toaster.module.css';

// The live region announces each message while the visible stack is plain content, so its buttons are
// not read out each time. Its fixed box contains its own layout, so a message lays out that box alone.
export function Toaster() {
  const t = useTranslations('Favorites.toast');
  const toasts = useToastStore((state) => state.toasts);
  const pathname = usePathname();
  useEffect(() => dismissAllToasts(), [pathname]);

  return (
    <div className={styles.region}>
      <div className="visually-hidden" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id}>{toast.text}</p>
        ))}
      </div>
      {toasts.length > 0 && (
        <section className={styles.stack} aria-label={t('region')}>
          {toasts.map((toast) => (
            <div key={toast.id} className={styles.toast} data-tone={toast.tone}>
              <p>{toast.text}</p>
              <button type="button" className={styles.dismiss} onClick={() => dismissToast(toast.id)}>
                <CloseIcon width={18} height={18} />
                <span className="visually-hidden">{t('dismiss')}</span>
              </button>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
