import 'server-only';
import { getTranslations } from 'next-intl/server';
import { isContentSlug, isTalentId } from '@/lib/i18n/content-routes';
import type { Category } from '@/lib/i18n/categories';
import type { Locale } from '@/lib/i18n/locales';
import type { Slide } from '@/lib/content/types';
import { getPost, getSlides, getTalentProfile, getTalents, isPanelError } from '@/lib/panel';
import { readOr } from '@/lib/errors/content-unavailable';
import { isVideoFile } from '@/lib/panel/reshape';
import { categoryOpening } from '@/lib/talents/catalogue';
import {
  agencyCard,
  categoryCard,
  COVER_STRIP,
  postCard,
  profileCard,
  PROFILE_COVER,
  renderCard,
} from './og-card';
import { readStoragePicture } from '@/lib/panel/storage';
import { cardPicture, fitPicture } from './og-picture';
import { SHARE_CARD_SIZE } from './sharing';

// A card never fails for want of content: a panel that cannot answer gives the agency's card. Only an id or
// slug the panel does not know is a 404.

const { width: WIDTH, height: HEIGHT } = SHARE_CARD_SIZE;

/** As on the home page and in its JSON-LD. */
export const agencyPicture = (slides: Slide[]) => slides.find((slide) => !slide.isVideo)?.desktop ?? null;

const notFound = () => new Response(null, { status: 404 });

/** No panel read. */
async function fallbackCard(what: string, error: unknown): Promise<Response> {
  console.error(`[og] ${what}: drawing the agency's card instead: ${String(error)}`);
  return renderCard(agencyCard({ description: null, picture: null }));
}

export async function agencyImage(locale: Locale): Promise<Response> {
  try {
    const [slides, t] = await Promise.all([
      readOr('home slides', () => getSlides('slides'), []),
      getTranslations({ locale, namespace: 'Metadata' }),
    ]);
    const picture = await cardPicture(agencyPicture(slides), WIDTH, HEIGHT);
    return await renderCard(agencyCard({ description: t('description'), picture }));
  } catch (error) {
    return fallbackCard(`agency card (${locale})`, error);
  }
}

export async function categoryImage(locale: Locale, category: Category): Promise<Response> {
  try {
    const [talents, t] = await Promise.all([
      getTalents(),
      getTranslations({ locale, namespace: 'Metadata' }),
    ]);
    const { firstPage } = categoryOpening(talents, category, locale);
    const firstCovers = firstPage.talents
      .flatMap((talent) => (talent.cover ? [talent.cover] : []))
      .slice(0, COVER_STRIP.count);
    // Covers that cannot be read leave no gap: the others share the strip.
    const readable = (await Promise.all(firstCovers.map(readStoragePicture))).filter(
      (bytes) => bytes !== null,
    );
    const width = readable.length > 0 ? Math.floor(WIDTH / readable.length) : 0;
    const covers = (
      await Promise.all(readable.map((bytes) => fitPicture(bytes, width, COVER_STRIP.height)))
    ).filter((cover) => cover !== null);
    return await renderCard(categoryCard({ title: t(category), covers }));
  } catch (error) {
    return fallbackCard(`${category} card (${locale})`, error);
  }
}

export async function talentImage(id: string): Promise<Response> {
  if (!isTalentId(id)) return notFound();
  try {
    const profile = await getTalentProfile(Number(id));
    const cover = await cardPicture(profile.cover, PROFILE_COVER.width, PROFILE_COVER.height);
    return await renderCard(profileCard({ name: profile.name, cover }));
  } catch (error) {
    if (isPanelError(error) && error.code === 'not_found') return notFound();
    return fallbackCard(`talent ${id} card`, error);
  }
}

export async function postImage(slug: string): Promise<Response> {
  if (!isContentSlug(slug)) return notFound();
  try {
    const post = await getPost(slug);
    // The slug names the translation; the panel finds a post by any of its translations' slugs.
    const translations = Object.values(post.translations);
    const shown = translations.find((translation) => translation.slug === slug) ?? translations[0];
    if (!shown) return notFound();
    const picture = await cardPicture(
      shown.slides.find((slide) => !isVideoFile(slide)) ?? null,
      WIDTH,
      HEIGHT,
    );
    return await renderCard(postCard({ title: shown.title, picture }));
  } catch (error) {
    if (isPanelError(error) && error.code === 'not_found') return notFound();
    return fallbackCard(`post ${slug} card`, error);
  }
}
