import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LAYOUT_NAMESPACES, pickMessages, type Namespace } from '@/lib/i18n/client-messages';

/** Gives a page's client islands their texts: the layout's namespaces plus the page's own. */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: Namespace[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...LAYOUT_NAMESPACES, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  );
}
