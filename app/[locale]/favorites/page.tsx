import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Suspense } from 'react';
import { FavoritesView } from '@/features/favorites/favorites-view';
import { WishlistPlaceholder } from '@/features/favorites/wishlist-placeholder';
import { resolvePageLocale } from '@/lib/i18n/server';
import { namedPageMetadata } from '@/lib/seo/metadata';
import page from '@/components/ui/page.module.css';
import styles from './page.module.css';

export function generateMetadata({ params }: PageProps<'/[locale]/favorites'>) {
  return namedPageMetadata(params, 'favorites', '/favorites');
}

/** The wishlist lives in the browser: the server renders the frame, so the page stays static. */
export default async function FavoritesPage({ params }: PageProps<'/[locale]/favorites'>) {
  const locale = await resolvePageLocale(params);
  const [tMeta, t] = await Promise.all([getTranslations('Metadata'), getTranslations('Favorites')]);
  return (
    <section className={page.page}>
      <h1 className={page.title}>{tMeta('favorites')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {/* The island reads the share link from the URL, which a static page only knows in the browser. */}
      <Suspense fallback={<WishlistPlaceholder label={t('loading')} locale={locale} />}>
        <ClientMessages
          namespaces={['FavoritesForm', 'FavoritesPicks', 'FormErrors', 'Metadata', 'Compare', 'Catalogue']}
        >
          <FavoritesView />
        </ClientMessages>
      </Suspense>
    </section>
  );
}
