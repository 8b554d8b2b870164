import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { resolvePageLocale, translatedPageMetadata } from '@/lib/i18n/server';

export function generateMetadata({ params }: PageProps<'/[locale]/be-a-model'>) {
  return translatedPageMetadata(params, 'be-a-model', '/be-a-model');
}

export default async function BeAModelPage({ params }: PageProps<'/[locale]/be-a-model'>) {
  await resolvePageLocale(params);
  return <PagePlaceholder titleKey="be-a-model" />;
}
