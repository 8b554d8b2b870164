'use client';

import { useEffect } from 'react';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { errorAction, ErrorView } from './error-view';

// The last resort when even the layout failed: no translations are available here, so it speaks the
// language of the URL from its own small table. Every page loads it at once: it imports only the frame.
const LAST_RESORT: Record<Locale, { message: string; home: string }> = {
  en: { message: 'An error occurred while showing the error page', home: 'Back to home' },
  pt: { message: 'Ocorreu um erro ao mostrar a página de erro', home: 'Voltar ao início' },
};

export function GlobalErrorView({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error]);
  const [, first] = typeof window === 'undefined' ? [] : window.location.pathname.split('/');
  const locale = isLocale(first) ? first : defaultLocale;
  const copy = LAST_RESORT[locale];
  return (
    <html lang={locale}>
      <body>
        <main id="main">
          <ErrorView message={copy.message}>
            {/* A full page load: the app's router may be what failed. */}
            <a href={`/${locale}`} className={errorAction.last}>
              {copy.home}
            </a>
          </ErrorView>
        </main>
      </body>
    </html>
  );
}
