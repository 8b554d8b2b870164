import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { BackButton } from './back-button';
import { ErrorView } from './error-view';

/**
 * The localized 404: "This page could not be found.", a Return button (one step back) and HOME. For a
 * post, "Unable to fetch Website Information" and a way to the other posts.
 */
export async function NotFoundView({ post = false }: { post?: boolean }) {
  const t = await getTranslations('NotFound');
  return (
    <ErrorView status={404} message={t(post ? 'postMissing' : 'message')}>
      <BackButton label={t('return')} />
      {post && <Link href="/news">{t('allNews')}</Link>}
      <Link href="/">{t('home')}</Link>
    </ErrorView>
  );
}
