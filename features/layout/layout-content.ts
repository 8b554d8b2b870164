import 'server-only';
import { readOr } from '@/lib/errors/content-unavailable';
import type { BlogTitle, MenuBackground, SocialLinks, WebsiteTexts } from '@/lib/content/types';
import {
  getBlogTitles,
  getCustomizations,
  getMenuBackground,
  getSocialLinks,
  getWebsiteTexts,
} from '@/lib/panel';

export type LayoutContent = {
  menuBackground: MenuBackground | null;
  blogTitles: BlogTitle[];
  beAModelColor: string | null;
  socialLinks: SocialLinks;
  texts: WebsiteTexts;
};

/** Each part is optional: a page renders without the parts the panel cannot give. */
export async function getLayoutContent(): Promise<LayoutContent> {
  const [texts, socialLinks, menuBackground, blogTitles, customizations] = await Promise.all([
    readOr('website texts', getWebsiteTexts, {}),
    readOr('social medias', getSocialLinks, {}),
    readOr('menu slides', getMenuBackground, null),
    readOr('blog titles', getBlogTitles, []),
    readOr('customizations', getCustomizations, null),
  ]);
  return {
    menuBackground,
    blogTitles,
    beAModelColor: customizations?.beAModelColor ?? null,
    socialLinks,
    texts,
  };
}
