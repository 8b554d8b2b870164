import { createSerializer, parseAsNumberLiteral } from 'nuqs/server';
import type { Slide, WebsiteTextKey } from '@/lib/content/types';

export const ABOUT_PAGES = [1, 2, 3, 4, 5] as const;
export type AboutPage = (typeof ABOUT_PAGES)[number];
export const LAST_ABOUT_PAGE: AboutPage = 5;
/** The page whose story has no pictures: the founders' vision and the team. */
export const VISION_PAGE: AboutPage = 4;

/** The query parameter holding the page, so every page has its own address (`/en/about?page=3`). */
export const ABOUT_PAGE_PARAM = 'page';

/** The page in the URL (nuqs parser): anything missing or out of range is page 1, the bare address. */
export const aboutPageParams = { [ABOUT_PAGE_PARAM]: parseAsNumberLiteral(ABOUT_PAGES).withDefault(1) };
const serializeAboutPage = createSerializer(aboutPageParams);

const ORDINALS = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', 5: 'fifth' } as const;

function isAboutPage(value: number): value is AboutPage {
  return (ABOUT_PAGES as readonly number[]).includes(value);
}

/** The query string of a page (a link's address): page 1 is the bare address. */
export const aboutPageSearch = (page: AboutPage): string => serializeAboutPage({ [ABOUT_PAGE_PARAM]: page });

/** Next goes forward up to page 5; page 5 has none (its button returns to page 1). */
export function nextAboutPage(page: AboutPage): AboutPage | null {
  const next = page + 1;
  return isAboutPage(next) ? next : null;
}

export function previousAboutPage(page: AboutPage): AboutPage | null {
  const previous = page - 1;
  return isAboutPage(previous) ? previous : null;
}

/** The id of a page's heading, which takes focus when the visitor moves to that page. */
export function aboutHeadingId(page: AboutPage): string {
  return `about-page-${page}-title`;
}

export function aboutTextKeys(page: AboutPage): { title: WebsiteTextKey; text: WebsiteTextKey } {
  return { title: `about_${ORDINALS[page]}_page_title`, text: `about_${ORDINALS[page]}_page_text` };
}

/** The about slides of a page: those whose description is the page number; page 4 never has any. */
export function slidesForAboutPage(slides: Slide[], page: AboutPage): Slide[] {
  if (page === VISION_PAGE) return [];
  return slides.filter((slide) => slide.description?.trim() === String(page));
}
