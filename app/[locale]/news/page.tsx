import { NewsList } from '@/features/news/news-list';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getNewsStep } from '@/features/news/posts';
import { requireContent } from '@/lib/errors/content-unavailable';
import { resolvePageLocale } from '@/lib/i18n/server';
import { namedPageMetadata } from '@/lib/seo/metadata';
import { getTranslations } from 'next-intl/server';
import pageStyles from '@/components/ui/page.module.css';

export function generateMetadata({ params }: PageProps<'/[locale]/news'>) {
  return namedPageMetadata(params, 'news', '/news');
}

/** The blog index: the first 10 posts in the server's HTML (crawlable); more come 6 at a time. */
export default async function NewsPage({ params }: PageProps<'/[locale]/news'>) {
  const locale = await resolvePageLocale(params);
  const [first, t] = await Promise.all([
    requireContent(() => getNewsStep(1, locale)),
    getTranslations('Metadata'),
  ]);
  return (
    <section className={pageStyles.page} aria-labelledby="news-title">
      <h1 id="news-title" className={pageStyles.title}>
        {t('news')}
      </h1>
      <ClientMessages namespaces={['Blog']}>
        <NewsList first={first} />
      </ClientMessages>
    </section>
  );
}
