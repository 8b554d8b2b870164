import { getTranslations } from 'next-intl/server';
import { absoluteUrl, withSiteName } from '@/lib/i18n/metadata';
import type { Locale } from '@/lib/i18n/locales';
import { NotFoundView } from './not-found-view';

/**
 * The whole 404 page the proxy rewrites unknown paths to (app/[locale]/not-found-page), rendered in full
 * on the server so crawlers and visitors without JavaScript read it.
 */
export async function NotFoundPage({ locale, post = false }: { locale: Locale; post?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const title = withSiteName(t('notFound'));
  return (
    <>
      {/* Rendered by the page, not generateMetadata: Next regenerates this cached page as a 404 render
          that leaves the page's metadata out of the HTML; React hoists <title> and <meta> into <head>.
          A link preview of a dead address names the page and leads to the home page its button offers
          (this one page answers every unknown address, so it cannot name the one asked for). */}
      <title>{title}</title>
      <meta property="og:title" content={title} />
      <meta property="og:url" content={absoluteUrl('/', locale)} />
      <NotFoundView post={post} />
    </>
  );
}
