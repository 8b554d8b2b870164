import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);

/** A localized link target: an internal pathname, with params when it has dynamic segments. */
export type AppHref = Parameters<typeof getPathname>[0]['href'];
