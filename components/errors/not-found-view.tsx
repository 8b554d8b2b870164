import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { BackButton } from './back-button';
import { ErrorView } from './error-view';

/** The localized 404: the spec's message, a Return button (one step back) and HOME. */
export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  return (
    <ErrorView status={404} message={t('message')}>
      <BackButton label={t('return')} />
      <Link href="/">{t('home')}</Link>
    </ErrorView>
  );
}
