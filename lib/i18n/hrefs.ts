import type { Category } from './routes';

/** A talent's profile, `/{lang}/{category}/{id}/{name-slug}`, as a localized link target. */
export function profileHref(category: Category, id: number, slug: string) {
  return { pathname: `/${category}/[id]/[slug]`, params: { id: String(id), slug } } as const;
}

/** A blog post in one language, `/{lang}/blog/{slug}` (each translation has its own slug). */
export function postHref(slug: string) {
  return { pathname: '/blog/[slug]', params: { slug } } as const;
}
