'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorView } from '@/components/errors/error-view';
import { Link } from '@/components/ui/link';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/ui/chunk-reload';

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Error');

  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
    else console.error(error);
  }, [error]);

  return (
    <ErrorView status={500} message={t('message')}>
      <button type="button" onClick={reset}>
        {t('retry')}
      </button>
      <Link href="/">{t('home')}</Link>
    </ErrorView>
  );
}
