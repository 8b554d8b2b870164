import { resolvePageLocale } from '@/lib/i18n/server';
import { notFoundMetadata } from '@/lib/seo/metadata';

// A page's notFound() after the proxy let its address through (the panel lost the talent or post meanwhile).
export { NotFoundBoundaryView as default } from '@/features/errors/not-found-boundary';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return notFoundMetadata(await resolvePageLocale(params));
}
