/** Cache tags of panel reads, one per entity; the revalidation route accepts these. */
export const PANEL_TAGS = {
  talents: 'talents',
  talent: (id: number) => `talent:${id}`,
  attributes: 'talent-attributes',
  options: 'options',
  slides: (type: string) => `slides:${type}`,
  entity: (entity: string) => `entity:${entity}`,
  websiteTexts: 'website-texts',
  websiteImages: 'website-images',
  customizations: 'customizations',
  socialMedias: 'social-medias',
  posts: 'posts',
  post: (slug: string) => `post:${slug}`,
} as const;

/** A tag the revalidation route may be asked for: a fixed tag or a parameterised one. */
export function isPanelTag(tag: string): boolean {
  const fixed: unknown[] = Object.values(PANEL_TAGS).filter((value) => typeof value === 'string');
  return fixed.includes(tag) || /^(talent:\d+|slides:[\w-]+|entity:[\w-]+|post:[\w-]+)$/.test(tag);
}
