import './globals.css';
import type { Metadata } from 'next';
import { errorAction, ErrorView } from '@/features/errors/error-view';
import { site } from '@/lib/site';

export const metadata: Metadata = { title: `Page not found | ${site.name}` };

// Requests the locale proxy never sees (e.g. a missing /file.txt) land here, outside any language.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <ErrorView status={404} message="This page could not be found.">
            {/* A full page load, so the proxy picks the visitor's language. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className={errorAction.last}>
              HOME
            </a>
          </ErrorView>
        </main>
      </body>
    </html>
  );
}
