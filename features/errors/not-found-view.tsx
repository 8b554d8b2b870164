'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { BackButton } from './back-button';
import { errorAction, ErrorView } from './error-view';

// A client component (its texts come with every page's layout messages), so a post's not-found boundary
// needs no server-side translation, which would make every post page dynamic.
export function NotFoundView({ post = false }: { post?: boolean }) {
  const t = useTranslations('NotFound');
  return (
    <ErrorView status={404} message={t(post ? 'postMissing' : 'message')}>
      <BackButton label={t('return')} className={errorAction.other} />
      {post && (
        <Link href="/news" className={errorAction.other}>
          {t('allNews')}
        </Link>
      )}
      <Link href="/" className={errorAction.last}>
        {t('home')}
      </Link>
    </ErrorView>
  );
}
