import 'server-only';
import { Readable } from 'node:stream';
import pLimit from 'p-limit';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/lib/api/errors';
import { requestLocale } from '@/lib/api/locale';
import type { RouteRun } from '@/lib/api/route';
import type { Agency, TalentProfile } from '@/lib/content/types';
import { limitPerClient } from '@/lib/forms/server';
import type { RateLimiter } from '@/lib/forms/rate-limit';
import { talentIdParam, talentIdsParam } from '@/lib/api/query';
import { profileHref } from '@/lib/i18n/hrefs';
import { absoluteUrl } from '@/lib/i18n/absolute-url';
import { formatLongDate, isLocale, type Locale } from '@/lib/i18n/locales';
import { getTalentProfile, getTalentsForRequests } from '@/lib/panel';
import { site } from '@/lib/site';
import type { MeasureUnit } from '@/lib/talents/measures';
import { primaryCategory } from '@/lib/i18n/categories';
import { talentSlug } from '@/lib/talents/slug';
import * as z from '@/lib/zod-mini';
import { favoriteLookup } from '@/features/favorites/catalogue-favorites';
import { shareSearch } from '@/features/favorites/share';
import type { FavoriteTalent } from '@/features/favorites/types';
import { countValues } from '@/lib/i18n/numbers';
import { cellText, comparisonColumn, VALUE_ROWS } from '@/lib/talents/compare-rows';
import { readAgency } from './agency';
import { cardPictureUrls, compCardOf, type CardLabels } from './comp-card';
import { MAX_PACKAGE_TALENTS } from '@/lib/api/comp-card-links';
import {
  backPictureSizes,
  createDocument,
  drawCompCard,
  drawComparison,
  drawPackageCover,
  COMPARISON_COVER,
  FRONT_PICTURE,
  type PackageComparison,
  type CardPictures,
} from './pdf';
import { createPdfTurns, PDF_TURNS, type PdfTurns } from './pdf-turns';
import { printPicture } from './print-pictures';
import { CACHE_CONTROL } from '@/lib/http/cache-control';

// The PDFs bookers print, from the cached panel reads and print-ready pictures, streamed as drawn.

/** One line for every PDF this instance draws, comp cards and packages alike. */
const pdfTurns = createPdfTurns(PDF_TURNS);

/** Talents whose pictures are prepared at once while the package streams: the machine's cores stay busy. */
const PACKAGE_PREPARE_AHEAD = 4;

const commonQuery = {
  /** The labels' language; the request's (cookie, Accept-Language) when absent. */
  locale: z.optional(z.custom<Locale>(isLocale)),
  units: z._default(z.enum(['cm', 'in']), 'cm'),
};

export const compCardParams = z.object({ id: talentIdParam });
export const compCardQuery = z.object(commonQuery);

export const packageQuery = z.object({
  ids: talentIdsParam(MAX_PACKAGE_TALENTS),
  ...commonQuery,
});

const compCardTexts = (locale: Locale) => getTranslations({ locale, namespace: 'CompCard' });

type Shared = {
  locale: Locale;
  units: MeasureUnit;
  agency: Agency;
  labels: CardLabels;
  t: Awaited<ReturnType<typeof compCardTexts>>;
};

async function sharedParts(locale: Locale, units: MeasureUnit): Promise<Shared> {
  const [agency, t, measures] = await Promise.all([
    readAgency(locale),
    compCardTexts(locale),
    getTranslations({ locale, namespace: 'Catalogue.measure' }),
  ]);
  return {
    locale,
    units,
    agency,
    labels: { measure: (key) => measures(key), scanProfile: t('scanProfile') },
    t,
  };
}

/** The card of a talent the site lists (a talent in no category has no profile page to point to). */
function cardOf(profile: TalentProfile, { locale, units, labels }: Shared) {
  const category = primaryCategory(profile.categoryIds);
  if (!category) throw new ApiError('talent_not_found');
  const profileUrl = absoluteUrl(profileHref(category, profile.id, talentSlug(profile.name)), locale);
  return compCardOf(profile, { locale, units, profileUrl, labels });
}

async function picturesOf(profile: TalentProfile): Promise<CardPictures> {
  const urls = cardPictureUrls(profile);
  const sizes = backPictureSizes(urls.back.length);
  const [front, back] = await Promise.all([
    urls.front ? printPicture(profile.id, urls.front, FRONT_PICTURE) : null,
    Promise.all(urls.back.map((url, index) => printPicture(profile.id, url, sizes[index]!))),
  ]);
  return { front, back };
}

/** The package's comparison page, in the package's language and units, its covers still to be prepared. */
async function comparisonOf(
  profiles: TalentProfile[],
  { locale, units }: Shared,
  today: Date,
): Promise<Omit<PackageComparison, 'covers'>> {
  const t = await getTranslations({ locale, namespace: 'Compare' });
  const columns = profiles.map((profile) => comparisonColumn(profile, locale, today));
  return {
    title: t('title'),
    names: { label: t('rows.name'), values: columns.map((column) => column.name) },
    rows: VALUE_ROWS.map((row) => ({
      label: t(`rows.${row}`),
      values: columns.map((column) => cellText(column.cells[row], units)),
    })),
  };
}

/** The document as a response body: `drawn` adds the pages, the bytes flow as each page is finished. */
function pdfResponse(doc: ReturnType<typeof createDocument>, filename: string, drawn: Promise<void>) {
  drawn.then(
    () => doc.end(),
    (error: unknown) => {
      console.error(`[comp-card] ${filename}: ${String(error)}`);
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return new Response(Readable.toWeb(doc) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': CACHE_CONTROL.download,
    },
  });
}

type CompCardQuery = z.infer<typeof compCardQuery>;

/** GET /api/comp-card/{id}?locale=en&units=in: one talent's comp card. */
export function compCardRun(
  limiter: RateLimiter,
  turns: PdfTurns = pdfTurns,
): RouteRun<CompCardQuery, { id: number }> {
  return async (request, { name, query, params: { id } }) => {
    await limitPerClient(limiter, name, request);
    const locale = query.locale ?? requestLocale(request);
    const [profile, shared] = await Promise.all([getTalentProfile(id), sharedParts(locale, query.units)]);
    const card = cardOf(profile, shared);
    const pictures = await turns(() => picturesOf(profile));
    const doc = createDocument({ title: shared.t('title', { name: card.name }), author: site.name, locale });
    drawCompCard(doc, card, shared.agency, pictures);
    return pdfResponse(doc, `${talentSlug(card.name)}-comp-card.pdf`, Promise.resolve());
  };
}

/** The shortlist's share link, as the wishlist's share panel builds it. */
function shareUrl(talents: FavoriteTalent[], locale: Locale): string {
  return `${absoluteUrl('/favorites', locale)}${shareSearch(talents.map((talent) => talent.id))}`;
}

/** Each id's talent as a shortlist holds it; 400 when the site does not list one of them. */
async function listedTalents(ids: number[]): Promise<FavoriteTalent[]> {
  const lookup = favoriteLookup(await getTalentsForRequests());
  return ids.map((id) => {
    const talent = lookup(id);
    if (!talent) throw new ApiError('invalid_query');
    return talent;
  });
}

type PackageQuery = z.infer<typeof packageQuery>;

// Every id must be listed (400 otherwise), checked before anything streams; pictures are prepared a few
// talents ahead of the page being drawn.
export function packageRun(limiter: RateLimiter, turns: PdfTurns = pdfTurns): RouteRun<PackageQuery> {
  return async (request, { name, query }) => {
    await limitPerClient(limiter, name, request);
    const locale = query.locale ?? requestLocale(request);
    const talents = await listedTalents(query.ids);
    const [profiles, shared] = await Promise.all([
      Promise.all(talents.map((talent) => getTalentProfile(talent.id))),
      sharedParts(locale, query.units),
    ]);
    const cards = profiles.map((profile) => ({ profile, card: cardOf(profile, shared) }));
    const { t } = shared;
    const now = new Date();
    const comparison = await comparisonOf(profiles, shared, now);
    const doc = createDocument({ title: t('packageTitle'), author: site.name, locale });
    const filename = `${talentSlug(site.name)}-package-${now.toISOString().slice(0, 10)}.pdf`;

    // Taken before the answer starts, so a refusal is an answer of its own, not a broken download.
    const drawn = turns(async () => {
      drawPackageCover(
        doc,
        {
          title: t('packageTitle'),
          date: formatLongDate(now, locale),
          count: t('packageCount', countValues(cards.length, locale)),
          shareUrl: shareUrl(talents, locale),
          shareCaption: t('scanShortlist'),
        },
        shared.agency,
      );
      const prepare = pLimit(PACKAGE_PREPARE_AHEAD);
      const covers = await prepare.map(profiles, (profile) =>
        profile.cover ? printPicture(profile.id, profile.cover, COMPARISON_COVER) : null,
      );
      drawComparison(doc, { ...comparison, covers }, shared.agency);
      const pages = cards.map(({ profile, card }) => ({
        card,
        pictures: prepare(() => picturesOf(profile)),
      }));
      for (const { card, pictures } of pages) drawCompCard(doc, card, shared.agency, await pictures);
    });
    return pdfResponse(doc, filename, drawn);
  };
}
