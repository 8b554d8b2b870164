'use client';

import { useTranslations } from 'next-intl';
import { BackButton } from '@/components/errors/back-button';
import { ErrorView } from '@/components/errors/error-view';
import { Link } from '@/components/ui/link';

/**
 * A post the panel does not have: the 404 with "Unable to fetch Website Information", the way back
 * and the way to the other posts. A client component on purpose: Next renders this boundary with every
 * post, and a server-side translation lookup here (no params to take the language from) would make
 * every post page dynamic. (Next 16 serves notFound() from a page with this body filled in only once its
 * JavaScript runs; the status is 404 either way.)
 */
export default function PostNotFound() {
  const t = useTranslations('NotFound');
  return (
    <>
      <meta name="robots" content="noindex" />
      <ErrorView status={404} message={t('postMissing')}>
        <BackButton label={t('return')} />
        <Link href="/news">{t('allNews')}</Link>
        <Link href="/">{t('home')}</Link>
      </ErrorView>
    </>
  );
}
