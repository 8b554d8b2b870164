import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { resolvePageLocale, translatedPageMetadata } from '@/lib/i18n/server';

export function generateMetadata({ params }: PageProps<'/[locale]/favorites'>) {
  return translatedPageMetadata(params, 'favorites', '/favorites');
}

export default async function FavoritesPage({ params }: PageProps<'/[locale]/favorites'>) {
  await resolvePageLocale(params);
  return <PagePlaceholder titleKey="favorites" />;
}
