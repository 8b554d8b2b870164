'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps, SyntheticEvent } from 'react';
import { Link as LocaleLink } from '@/lib/i18n/navigation';
import { useSlowConnection } from './use-slow-connection';

type LinkProps = ComponentProps<typeof LocaleLink>;

/**
 * The site's only internal link: localized, and prefetched on intent (pointer over it, a touch, keyboard
 * focus) rather than when it scrolls into view. Next's viewport prefetch loads the code of every page a
 * screen links to (the forms' validation among it) while this page is still starting up on a phone.
 * Nothing is prefetched on slow or metered connections.
 */
export function Link({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const slow = useSlowConnection();
  const router = useRouter();
  // The anchor's href is the localized address Next routes to.
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
