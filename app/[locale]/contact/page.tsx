import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { resolvePageLocale, translatedPageMetadata } from '@/lib/i18n/server';

export function generateMetadata({ params }: PageProps<'/[locale]/contact'>) {
  return translatedPageMetadata(params, 'contact', '/contact');
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  await resolvePageLocale(params);
  return <PagePlaceholder titleKey="contact" />;
}
