'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { shareSearch } from './share';
import type { FavoriteTalent } from './types';
import { getPathname } from '@/lib/i18n/navigation';
import { showToast } from './toast-store';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './favorites.module.css';

const COPIED_LABEL_MS = 2_000;

/** The link that opens this shortlist on another device, and a button to copy it. */
export function SharePanel({ talents, id }: { talents: FavoriteTalent[]; id: string }) {
  const t = useTranslations('Favorites');
  const locale = useLocale();
  const titleId = useId();
  const link = `${window.location.origin}${getPathname({ href: '/favorites', locale })}${shareSearch(talents.map((talent) => talent.id))}`;

  return (
    <section id={id} className={styles.sharePanel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('shareLink.title')}
      </h2>
      <LinkField link={link} label={t('shareLink.label')} note={t('shareLink.note')} />
    </section>
  );
}

type LinkFieldProps = {
  link: string;
  label: string;
  note: ReactNode;
  /** Offers the device's share sheet too, where the browser has one, with this button label and title. */
  shareSheet?: { label: string; title: string };
};

/** A link to pass on: read-only, selected on focus, with a button to copy it (and the share sheet). */
export function LinkField({ link, label, note, shareSheet }: LinkFieldProps) {
  const t = useTranslations('Favorites');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const canShare = shareSheet !== undefined && typeof navigator.share === 'function';

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setCopyFailed(false);
      showToast('success', t('toast.linkCopied'));
    } catch {
      // No clipboard access (permissions, insecure origin): leave the link selected for the keyboard.
      inputRef.current?.focus();
      inputRef.current?.select();
      setCopyFailed(true);
    }
  }

  async function share() {
    try {
      await navigator.share({ title: shareSheet?.title, url: link });
    } catch {
      // Closed without sharing, or refused: the link and its copy button are still there.
    }
  }

  return (
    <>
      <label htmlFor={inputId} className={styles.shareLabel}>
        {label}
      </label>
      <div className={styles.shareRow}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.shareInput}
          type="url"
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          aria-describedby={`${inputId}-note`}
        />
        <button type="button" className={buttonStyles.button} onClick={copy}>
          {copied ? t('shareLink.copied') : t('shareLink.copy')}
        </button>
        {canShare && (
          <button type="button" className={buttonStyles.button} onClick={share}>
            {shareSheet.label}
          </button>
        )}
      </div>
      {copyFailed && <p className={styles.shareNote}>{t('shareLink.copyFailed')}</p>}
      <p id={`${inputId}-note`} className={styles.shareNote}>
        {note}
      </p>
    </>
  );
}
