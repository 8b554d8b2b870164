import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { resolvePageLocale, translatedPageMetadata } from '@/lib/i18n/server';

export function generateMetadata({ params }: PageProps<'/[locale]/news'>) {
  return translatedPageMetadata(params, 'news', '/news');
}

export default async function NewsPage({ params }: PageProps<'/[locale]/news'>) {
  await resolvePageLocale(params);
  return <PagePlaceholder titleKey="news" />;
}
