'use client';

import type { ComponentProps } from 'react';
import { Link as LocaleLink } from '@/lib/i18n/navigation';
import { useSlowConnection } from './use-slow-connection';

/** The site's only internal link: localized, and without prefetching on slow or metered connections. */
export function Link(props: ComponentProps<typeof LocaleLink>) {
  const slow = useSlowConnection();
  return <LocaleLink {...props} prefetch={slow ? false : props.prefetch} />;
}
