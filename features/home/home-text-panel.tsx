'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons';
import styles from './home-text-panel.module.css';

/** A modal dialog; focus goes back to the arrow on close. The text is sanitized on the server. */
export function HomeTextPanel({ children }: { children: ReactNode }) {
  const t = useTranslations('Home');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        className={`${styles.arrow} ${styles.opener}`}
        aria-label={t('openText')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="home-text"
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
      >
        <ArrowUpIcon width={28} height={28} />
      </button>
      <dialog
        id="home-text"
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby="home-text-title"
        onClose={() => setOpen(false)}
      >
        {/* A pointer convenience: keyboard users have Escape and the down-arrow. */}
        <div className={styles.backdrop} aria-hidden="true" onClick={close} />
        <div className={styles.panel}>
          <button
            type="button"
            className={`${styles.arrow} ${styles.closer}`}
            aria-label={t('closeText')}
            onClick={close}
            autoFocus
          >
            <ArrowDownIcon width={28} height={28} />
          </button>
          <h2 id="home-text-title" className="visually-hidden">
            {t('textTitle')}
          </h2>
          <div className={styles.text}>{children}</div>
        </div>
      </dialog>
    </>
  );
}
