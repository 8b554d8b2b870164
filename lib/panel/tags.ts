/** The revalidation route accepts these. */
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
  /** A talent's cached composite zip URL, expired when its file turns out to be gone from storage. */
  compositeZip: (talentId: number) => `composite-zip:${talentId}`,
} as const;

export function isPanelTag(tag: string): boolean {
  const fixed: unknown[] = Object.values(PANEL_TAGS).filter((value) => typeof value === 'string');
  return (
    fixed.includes(tag) ||
    /^(talent:\d+|slides:[\w-]+|entity:[\w-]+|post:[\w-]+|composite-zip:\d+)$/.test(tag)
  );
}
