// What a shared link of each kind of page shows: every page's generateMetadata gives
// og:image with size, type and an alternative text in the page's language. Profiles and
// posts read the bundled local panel; the other pages name their card without asking the panel at all.
import type { Metadata } from 'next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { site } from '@/lib/site';
import type { LocalPanel } from '@/local-panel/server';
import { setPanelMode, startTestPanel } from '../fixtures/local-panel-env';

// Next's data cache and next-intl's request config only exist inside a Next server: the cache reads
// straight through to the panel, and translations come from the message files lib/i18n/request.ts loads.
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: () => Promise<T>) => read }));
vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

type GenerateMetadata = (props: { params: Promise<Record<string, string>> }) => Promise<Metadata> | Metadata;

let panel: LocalPanel;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ panel, stop } = await startTestPanel('seo-page-metadata-test'));
}, 120_000);

afterAll(() => stop?.());

async function metadataOf(page: Promise<{ generateMetadata: unknown }>, params: Record<string, string>) {
  const { generateMetadata } = (await page) as { generateMetadata: GenerateMetadata };
  return generateMetadata({ params: Promise.resolve(params) });
}

/** og:image, which Next copies to X's card: one card, 1200×630 JPEG, with its alternative text. */
function expectShareImage(metadata: Metadata, path: string, alt: string) {
  const image = { url: `${site.url}${path}`, width: 1200, height: 630, type: 'image/jpeg', alt };
  expect(metadata.openGraph?.images).toEqual([image]);
}

const agencyAlt = {
  en: `${site.name} – Model and talent agency in Lisbon: models, commercial talent, actors, digital creators and special talent.`,
  pt: `${site.name} – Agência de modelos e talentos em Lisboa: modelos, talentos comerciais, atores, criadores digitais e talentos especiais.`,
};

// Each page module once: with the panel failing they must already give their card.
const pages = {
  home: () => import('@/app/[locale]/(home)/page'),
  contact: () => import('@/app/[locale]/contact/page'),
  about: () => import('@/app/[locale]/about/page'),
  beAModel: () => import('@/app/[locale]/be-a-model/page'),
  favorites: () => import('@/app/[locale]/favorites/page'),
  news: () => import('@/app/[locale]/news/page'),
  category: () => import('@/app/[locale]/[category]/page'),
  profile: () => import('@/app/[locale]/[category]/[id]/[slug]/page'),
  post: () => import('@/app/[locale]/blog/[slug]/page'),
};

describe.each([
  ['with the panel answering', 'ok'],
  ['with the panel failing', 'error'],
] as const)('%s', (_, mode) => {
  beforeAll(() => setPanelMode(panel, mode));
  afterAll(() => setPanelMode(panel, 'ok'));

  it.each([
    ['home', 'en'],
    ['contact', 'en'],
    ['about', 'en'],
    ['beAModel', 'en'],
    ['favorites', 'en'],
    ['news', 'en'],
    ['contact', 'pt'],
    ['home', 'pt'],
  ] as const)(
    '%s (%s) shares the agency card',
    async (page, locale) => {
      expectShareImage(
        await metadataOf(pages[page](), { locale }),
        `/api/og/${locale}/opengraph-image`,
        agencyAlt[locale],
      );
    },
    60_000,
  );

  it.each([
    ['en', 'models', 'Models'],
    ['pt', 'models', 'Modelos'],
    ['pt', 'actors', 'Atores'],
  ] as const)(
    'a category (%s, %s) shares its card of covers',
    async (locale, category, title) => {
      expectShareImage(
        await metadataOf(pages.category(), { locale, category }),
        `/api/og/${locale}/${category}/opengraph-image`,
        `${title} | ${site.name}`,
      );
    },
    60_000,
  );
});

describe('pages read from the panel', () => {
  it('a profile shares its cover card, described in the page’s language', async () => {
    const params = { category: 'models', id: '1001', slug: 'teresa-pires-leite' };
    const en = await metadataOf(pages.profile(), { ...params, locale: 'en' });
    expect(en.openGraph).toMatchObject({ type: 'profile' });
    expectShareImage(en, '/api/og/talent/1001/opengraph-image', 'Teresa Pires Leite, cover photo');
    const pt = await metadataOf(pages.profile(), { ...params, locale: 'pt' });
    expectShareImage(pt, '/api/og/talent/1001/opengraph-image', 'Teresa Pires Leite, fotografia de capa');
  }, 60_000);

  it('a post shares its picture card under its title, in its language', async () => {
    const en = await metadataOf(pages.post(), { locale: 'en', slug: 'our-casting-in-lisbon' });
    expect(en.openGraph).toMatchObject({ type: 'article' });
    expectShareImage(en, '/api/og/post/our-casting-in-lisbon/opengraph-image', 'Our casting in Lisbon');
    const pt = await metadataOf(pages.post(), { locale: 'pt', slug: 'o-nosso-casting-em-lisboa' });
    expectShareImage(
      pt,
      '/api/og/post/o-nosso-casting-em-lisboa/opengraph-image',
      'O nosso casting em Lisboa',
    );
  }, 60_000);
});
