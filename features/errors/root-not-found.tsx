import { getTranslations } from 'next-intl/server';
import { withSiteName } from '@/lib/seo/metadata';
import { errorAction, ErrorView } from './error-view';

/** The 404 of addresses the proxy never sees (a missing file under /audio/), outside any language. */
export async function RootNotFoundPage() {
  const [t, metadata] = await Promise.all([
    getTranslations({ locale: 'en', namespace: 'NotFound' }),
    getTranslations({ locale: 'en', namespace: 'Metadata' }),
  ]);
  return (
    <html lang="en">
      <body>
        <title>{withSiteName(metadata('notFound'))}</title>
        <main id="main">
          <ErrorView status={404} message={t('message')}>
            {/* A full page load, so the proxy picks the visitor's language. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className={errorAction.last}>
              {t('home')}
            </a>
          </ErrorView>
        </main>
      </body>
    </html>
  );
}
