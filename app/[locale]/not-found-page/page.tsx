import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/errors/not-found-view';
import { withSiteName } from '@/lib/i18n/metadata';
import { resolvePageLocale } from '@/lib/i18n/server';

// The proxy rewrites every path of unknown shape here with status 404 (see lib/i18n/routes.ts).
export function generateMetadata(): Metadata {
  return { robots: { index: false } };
}

export default async function NotFoundPage({ params }: PageProps<'/[locale]/not-found-page'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return (
    <>
      {/* Rendered by the page, not generateMetadata: Next regenerates this cached page as a 404 render
          that leaves the page's metadata out of the HTML; React hoists this <title> into <head>. */}
      <title>{withSiteName(t('notFound'))}</title>
      <NotFoundView />
    </>
  );
}
