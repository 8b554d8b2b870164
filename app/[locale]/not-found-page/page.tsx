import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/errors/not-found-view';
import { withSiteName } from '@/lib/i18n/metadata';
import { resolvePageLocale } from '@/lib/i18n/server';

// The proxy rewrites every path of unknown shape here with status 404 (see lib/i18n/routes.ts).
export async function generateMetadata({ params }: PageProps<'/[locale]/not-found-page'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: withSiteName(t('notFound')), robots: { index: false } };
}

export default async function NotFoundPage({ params }: PageProps<'/[locale]/not-found-page'>) {
  await resolvePageLocale(params);
  return <NotFoundView />;
}
