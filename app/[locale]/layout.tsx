import 'nprogress/nprogress.css';
import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { FavoritesRuntime } from '@/features/favorites/favorites-runtime';
import { ChunkReloadGuard } from '@/features/layout/chunk-reload-guard';
import { LoadingOverlay } from '@/features/layout/loading-overlay';
import { NavigationProgress } from '@/features/layout/navigation-progress';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
import { LAYOUT_NAMESPACES, pickMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { getLayoutContent } from '@/features/layout/layout-content';
import { TITLE_TEMPLATE } from '@/lib/seo/metadata';
import { site } from '@/lib/site';
import { display, displayItalic, sans } from '../fonts';

// The proxy answers every path whose first segment is not a language with the 404 page, so only the
// two languages reach this layout. (dynamicParams=false here would also forbid on-demand profiles and posts.)
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(site.url),
    title: { template: TITLE_TEMPLATE, default: site.name },
    description: t('description'),
    applicationName: site.name,
  };
}

export const viewport: Viewport = {
  themeColor: '#ffffff',
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, content, messages] = await Promise.all([
    getTranslations('Header'),
    getLayoutContent(),
    getMessages(),
  ]);

  return (
    <html lang={locale} className={`${sans.variable} ${display.variable} ${displayItalic.variable}`}>
      <body>
        <NextIntlClientProvider messages={pickMessages(messages, LAYOUT_NAMESPACES)}>
          <a className="skip-link" href="#main">
            {t('skipToContent')}
          </a>
          <SiteHeader locale={locale} content={content} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <LoadingOverlay />
          <ChunkReloadGuard />
          <FavoritesRuntime />
          <NavigationProgress />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
