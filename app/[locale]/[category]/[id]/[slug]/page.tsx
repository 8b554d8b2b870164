import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { isCategory } from '@/lib/i18n/routes';
import { resolvePageLocale, translatedPageMetadata } from '@/lib/i18n/server';

// Any id or slug may exist in the panel; the layout's dynamicParams=false only restricts languages.
export const dynamicParams = true;

type Params = PageProps<'/[locale]/[category]/[id]/[slug]'>['params'];

async function profileRoute(params: Params) {
  const { category, id, slug } = await params;
  if (!isCategory(category) || !/^\d+$/.test(id)) notFound();
  return { category, id, slug };
}

export async function generateMetadata({ params }: { params: Params }) {
  const { category, id, slug } = await profileRoute(params);
  return translatedPageMetadata(params, 'profile', {
    pathname: `/${category}/[id]/[slug]`,
    params: { id, slug },
  });
}

export default async function ProfilePage({ params }: { params: Params }) {
  await resolvePageLocale(params);
  await profileRoute(params);
  return <PagePlaceholder titleKey="profile" />;
}
