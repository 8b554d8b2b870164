import type { Metadata } from 'next';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { resolvePageLocale } from '@/lib/i18n/server';

// The proxy rewrites the path of a post the panel does not have here, with status 404.
export function generateMetadata(): Metadata {
  return { robots: { index: false } };
}

export default async function UnknownPostPage({ params }: PageProps<'/[locale]/not-found-page/post'>) {
  return <NotFoundPage locale={await resolvePageLocale(params)} post />;
}
