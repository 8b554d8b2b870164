import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { resolvePageLocale, translatedPageMetadata } from '@/lib/i18n/server';

// Any id or slug may exist in the panel; the layout's dynamicParams=false only restricts languages.
export const dynamicParams = true;

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const { slug } = await params;
  return translatedPageMetadata(params, 'blog', { pathname: '/blog/[slug]', params: { slug } });
}

export default async function BlogPostPage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  await resolvePageLocale(params);
  return <PagePlaceholder titleKey="blog" />;
}
