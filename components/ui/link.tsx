'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps, SyntheticEvent } from 'react';
import { Link as LocaleLink } from '@/lib/i18n/navigation';
import { useSlowConnection } from './use-slow-connection';

type LinkProps = ComponentProps<typeof LocaleLink>;

// Prefetched on intent: Next's viewport prefetch loads the code of every page a screen links to while this
// page is still starting up on a phone.
export function Link({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const slow = useSlowConnection();
  const router = useRouter();
  const prefetchOnIntent = (event: SyntheticEvent<HTMLAnchorElement>) => {
    const href = event.currentTarget.getAttribute('href');
    if (!slow && prefetch !== false && href) router.prefetch(href);
  };
  return (
    <LocaleLink
      {...props}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetchOnIntent(event);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetchOnIntent(event);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetchOnIntent(event);
        onFocus?.(event);
      }}
    />
  );
}
