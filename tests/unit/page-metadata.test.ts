// What a page's <head> says to search engines (title, canonical, hreflang) and to link previews (Open
// Graph; X's card follows it through Next), as the one metadata builder writes it.
import { describe, expect, it, vi } from 'vitest';
import { postHref, profileHref } from '@/lib/i18n/hrefs';
import { pageMetadata, TITLE_TEMPLATE, withSiteName } from '@/lib/seo/metadata';
import { shareCard, shareCardPath } from '@/lib/seo/sharing';
import { site } from '@/lib/site';

vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

const AGENCY_CARD = shareCard(shareCardPath.agency('pt'), site.name);

describe('pageMetadata', () => {
  it('gives the title to the layout’s template, which adds the site’s name once', () => {
    const metadata = pageMetadata({ locale: 'pt', title: 'Contacto', href: '/contact', image: AGENCY_CARD });
    expect(metadata.title).toBe('Contacto');
    // Without its own description a page keeps the layout's: the key is absent, not undefined.
    expect(metadata).not.toHaveProperty('description');
    expect(TITLE_TEMPLATE.replace('%s', 'Contacto')).toBe(`Contacto | ${site.name}`);
    expect(withSiteName('Página não encontrada')).toBe(`Página não encontrada | ${site.name}`);
  });

  it('names the canonical address and every language’s, the default language as x-default', () => {
    const metadata = pageMetadata({ locale: 'pt', title: 'Contacto', href: '/contact', image: AGENCY_CARD });
    expect(metadata.alternates).toEqual({
      canonical: `${site.url}/pt/contato`,
      languages: {
        pt: `${site.url}/pt/contato`,
        en: `${site.url}/en/contact`,
        'x-default': `${site.url}/pt/contato`,
      },
    });
  });

  it('describes the page for link previews in its language, naming the other one, with its card', () => {
    const image = shareCard(shareCardPath.agency('en'), `${site.name} – Model and talent agency`);
    expect(image).toEqual({
      url: `${site.url}/api/og/en/opengraph-image`,
      width: 1200,
      height: 630,
      type: 'image/jpeg',
      alt: `${site.name} – Model and talent agency`,
    });
    const metadata = pageMetadata({ locale: 'en', title: 'Home', href: '/', image });
    expect(metadata.openGraph).toEqual({
      url: `${site.url}/en`,
      siteName: site.name,
      type: 'website',
      locale: 'en_GB',
      alternateLocale: ['pt_PT'],
      images: [image],
    });
  });

  it('names one card address per kind of page, profiles and posts for both languages', () => {
    expect(shareCardPath.category('pt', 'actors')).toBe('/api/og/pt/actors/opengraph-image');
    expect(shareCardPath.talent(1001)).toBe('/api/og/talent/1001/opengraph-image');
    expect(shareCardPath.post('o-nosso-casting')).toBe('/api/og/post/o-nosso-casting/opengraph-image');
    expect(shareCardPath.post('açaí & co')).toBe('/api/og/post/a%C3%A7a%C3%AD%20%26%20co/opengraph-image');
  });

  it('marks a talent’s page as a profile at its canonical address', () => {
    const cover = shareCard(shareCardPath.talent(1001), 'Teresa Pires Leite, cover photo');
    const metadata = pageMetadata({
      locale: 'en',
      title: 'Teresa Pires Leite',
      href: profileHref('models', 1001, 'teresa-pires-leite'),
      image: cover,
      type: 'profile',
    });
    expect(metadata.alternates?.canonical).toBe(`${site.url}/en/models/1001/teresa-pires-leite`);
    expect(metadata.alternates?.languages).toMatchObject({
      pt: `${site.url}/pt/modelos/1001/teresa-pires-leite`,
    });
    expect(metadata.openGraph).toMatchObject({ type: 'profile', images: [cover] });
  });

  it('marks a post as an article with its date, naming only the languages it is translated to', () => {
    const url = `${site.url}/en/blog/our-casting-in-lisbon`;
    const href = postHref('our-casting-in-lisbon');
    const metadata = pageMetadata({
      locale: 'en',
      title: 'Our casting in Lisbon',
      href,
      translations: { en: href },
      image: shareCard(shareCardPath.post('our-casting-in-lisbon'), 'Our casting in Lisbon'),
      type: 'article',
      publishedTime: '2026-11-16T10:30:00.000Z',
    });
    expect(metadata.alternates).toEqual({ canonical: url, languages: { en: url, 'x-default': url } });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-11-16T10:30:00.000Z',
      url,
      alternateLocale: [],
    });
  });
});
