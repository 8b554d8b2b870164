import { getTranslations } from 'next-intl/server';
import { NotFoundBoundaryView } from '@/features/errors/not-found-boundary';
import { withSiteName } from '@/lib/i18n/metadata';

// Shown when a page calls notFound() (e.g. an unknown talent); unknown paths get not-found-page instead.
export default async function NotFound() {
  const t = await getTranslations('Metadata');
  return (
    <>
      {/* Only the root not-found file may export metadata; React hoists this into <head>. */}
      <title>{withSiteName(t('notFound'))}</title>
      <NotFoundBoundaryView />
    </>
  );
}
