import type { Metadata } from 'next';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { resolvePageLocale } from '@/lib/i18n/server';

// The proxy rewrites every path of unknown shape, and every unknown talent, here with status 404 (see
// lib/i18n/routes.ts and lib/i18n/content-routes.ts).
export function generateMetadata(): Metadata {
  return { robots: { index: false } };
}

export default async function UnknownPathPage({ params }: PageProps<'/[locale]/not-found-page'>) {
  return <NotFoundPage locale={await resolvePageLocale(params)} />;
}
