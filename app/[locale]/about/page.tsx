import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { resolvePageLocale, translatedPageMetadata } from '@/lib/i18n/server';

export function generateMetadata({ params }: PageProps<'/[locale]/about'>) {
  return translatedPageMetadata(params, 'about', '/about');
}

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  await resolvePageLocale(params);
  return <PagePlaceholder titleKey="about" />;
}
