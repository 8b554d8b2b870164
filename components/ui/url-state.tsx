'use client';

import { NuqsAdapter } from 'nuqs/adapters/react';
import type { ReactNode } from 'react';

/**
 * URL state (filters, gallery tab, about page) through nuqs' plain React adapter, around the islands that
 * keep state in the address only (lists, profiles, about), so other pages load none of it. It reads the
 * address in the browser only, so pages stay static; Next's adapter reads useSearchParams, which would
 * leave the server HTML of a list without its cards.
 */
export function UrlState({ children }: { children: ReactNode }) {
  return <NuqsAdapter>{children}</NuqsAdapter>;
}
