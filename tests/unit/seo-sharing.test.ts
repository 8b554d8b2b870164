// What a link preview reads in a page's <head>: Open Graph and the Twitter card, added to the title,
// canonical and hreflang links search engines read.
import type { Metadata } from 'next';
import { describe, expect, it } from 'vitest';
import { shareCard, shareCardPath, withSharing } from '@/lib/seo/sharing';
import { site } from '@/lib/site';

/** A page's metadata as lib/i18n/metadata's pageMetadata gives it, in both languages. */
function pageInBothLanguages(locale: 'en' | 'pt', title: string, paths: { en: string; pt: string }) {
  return {
    title: `${title} | ${site.name}`,
    description: 'Model and talent agency in Lisbon.',
    alternates: {
      canonical: `${site.url}${paths[locale]}`,
      languages: {
        pt: `${site.url}${paths.pt}`,
        en: `${site.url}${paths.en}`,
        'x-default': `${site.url}${paths.pt}`,
      },
    },
    openGraph: { title: `${title} | ${site.name}`, url: `${site.url}${paths[locale]}`, locale },
  } satisfies Metadata;
}

const CONTACT = pageInBothLanguages('pt', 'Contacto', { en: '/en/contact', pt: '/pt/contato' });
const AGENCY_CARD = shareCard(shareCardPath.agency('pt'), site.name);

describe('withSharing', () => {
  it('keeps the title, description, canonical and hreflang links as they are', () => {
    const metadata = withSharing(CONTACT, { locale: 'pt', image: AGENCY_CARD });
    expect(metadata.title).toBe(`Contacto | ${site.name}`);
    expect(metadata.description).toBe(CONTACT.description);
    expect(metadata.alternates).toEqual(CONTACT.alternates);
  });

  it('describes a page for link previews in its language, naming the other one', () => {
    expect(withSharing(CONTACT, { locale: 'pt', image: AGENCY_CARD })).toMatchObject({
      openGraph: {
        title: `Contacto | ${site.name}`,
        url: `${site.url}/pt/contato`,
        siteName: site.name,
        type: 'website',
        locale: 'pt_PT',
        alternateLocale: ['en_GB'],
      },
    });
  });

  it('shows its card on Open Graph and on a large Twitter card, with size, type and text', () => {
    const home = pageInBothLanguages('en', 'Home', { en: '/en', pt: '/pt' });
    const image = shareCard(shareCardPath.agency('en'), `${site.name} – Model and talent agency`);
    expect(image).toEqual({
      url: `${site.url}/api/og/en/opengraph-image`,
      width: 1200,
      height: 630,
      type: 'image/jpeg',
      alt: `${site.name} – Model and talent agency`,
    });
    const metadata = withSharing(home, { locale: 'en', image });
    expect(metadata.openGraph).toMatchObject({
      images: [image],
      locale: 'en_GB',
      alternateLocale: ['pt_PT'],
    });
    expect(metadata.twitter).toEqual({ card: 'summary_large_image', images: [image] });
  });

  it('names one card address per kind of page, profiles and posts for both languages', () => {
    expect(shareCardPath.category('pt', 'actors')).toBe('/api/og/pt/actors/opengraph-image');
    expect(shareCardPath.talent(1001)).toBe('/api/og/talent/1001/opengraph-image');
    expect(shareCardPath.post('o-nosso-casting')).toBe('/api/og/post/o-nosso-casting/opengraph-image');
    expect(shareCardPath.post('açaí & co')).toBe('/api/og/post/a%C3%A7a%C3%AD%20%26%20co/opengraph-image');
  });

  it('marks a talent’s page as a profile', () => {
    const profile = pageInBothLanguages('en', 'Teresa Pires Leite', {
      en: '/en/models/1001/teresa-pires-leite',
      pt: '/pt/modelos/1001/teresa-pires-leite',
    });
    const cover = shareCard(shareCardPath.talent(1001), 'Teresa Pires Leite, cover photo');
    expect(withSharing(profile, { locale: 'en', type: 'profile', image: cover }).openGraph).toMatchObject({
      type: 'profile',
      images: [cover],
    });
  });

  it('marks a post as an article with its date, naming only the languages it is translated to', () => {
    const url = `${site.url}/en/blog/our-casting-in-lisbon`;
    const englishOnly = {
      title: `Our casting in Lisbon | ${site.name}`,
      alternates: { canonical: url, languages: { en: url, 'x-default': url } },
      openGraph: { title: `Our casting in Lisbon | ${site.name}`, url, locale: 'en' },
    } satisfies Metadata;
    const metadata = withSharing(englishOnly, {
      locale: 'en',
      image: shareCard(shareCardPath.post('our-casting-in-lisbon'), 'Our casting in Lisbon'),
      type: 'article',
      publishedTime: '2026-11-16T10:30:00.000Z',
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-11-16T10:30:00.000Z',
      url,
      alternateLocale: [],
    });
  });
});
