'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { apiFetch } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { talentSlug } from '@/lib/talents/slug';
import { trackProgress } from '@/lib/ui/progress';
import { CompCardLink } from './comp-card-link';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './composite-download.module.css';

/** Long enough for every browser to have taken the file; the blob is freed afterwards. */
const OBJECT_URL_LIFETIME_MS = 60_000;

type DownloadState = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'failed'; message: string };

function filenameFrom(contentDisposition: string | null): string | null {
  return contentDisposition?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  // Firefox only follows a link that is in the document.
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

type CompositeDownloadProps = { talentId: number; talentName: string };

// Fetched rather than linked, so a failure is told here (a link would open the route's JSON error).
export function CompositeDownload({ talentId, talentName }: CompositeDownloadProps) {
  const t = useTranslations('Profile.compositeDownload');
  const locale = useLocale();
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const errorId = useId();
  const preparing = state.kind === 'preparing';

  async function download() {
    // aria-disabled rather than disabled keeps the focus on the button while the zip is prepared.
    if (preparing) return;
    setState({ kind: 'preparing' });
    try {
      const response = await apiFetch(`/api/composite/${talentId}?locale=${locale}`);
      const filename =
        filenameFrom(response.headers.get('Content-Disposition')) ??
        `${talentSlug(talentName)}-composite.zip`;
      saveFile(await response.blob(), filename);
      setState({ kind: 'idle' });
    } catch (failure) {
      // The route's explanation in the visitor's language; without one (no answer), the button's own.
      setState({ kind: 'failed', message: failure instanceof ApiError ? failure.message : t('failed') });
    }
  }

  return (
    <div className={styles.download}>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonStyles.button}
          aria-disabled={preparing || undefined}
          aria-busy={preparing || undefined}
          aria-describedby={state.kind === 'failed' ? errorId : undefined}
          onClick={() => void trackProgress(download())}
        >
          {preparing ? t('preparing') : t('print')}
        </button>
        <CompCardLink talentId={talentId} />
      </div>
      <span className="visually-hidden" role="status">
        {preparing ? t('preparing') : ''}
      </span>
      {state.kind === 'failed' && (
        <p id={errorId} className={styles.error} role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
