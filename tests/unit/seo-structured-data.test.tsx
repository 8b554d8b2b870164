// The JSON-LD search engines read: the agency as a local business, talents, posts and breadcrumbs.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '@/components/seo/json-ld';
import type { ShownTranslation, WebsiteTexts } from '@/lib/content/types';
import {
  agency,
  blogPosting,
  breadcrumbs,
  person,
  postalAddress,
  serializeJsonLd,
} from '@/lib/seo/structured-data';
import { SEARCHABLE_PICTURES_PER_TALENT, searchablePictures } from '@/lib/seo/talent-pictures';
import { site } from '@/lib/site';

const AGENCY_ID = `${site.url}/#agency`;
const STORAGE = 'https://panel.example/storage';

/** The website texts as the local panel has them (local-panel/content/site.ts). */
const TEXTS: WebsiteTexts = {
  contact_address: {
    pt: 'Rua da Escola Politécnica 56, 2.º<br>1250-102 Lisboa, Portugal',
    en: 'Rua da Escola Politécnica 56, 2nd floor<br>1250-102 Lisbon, Portugal',
  },
  contact_email: { pt: 'info@agencia.example', en: 'info@agencia.example' },
  contact_phone: { pt: '+351 210 000 000', en: '+351 210 000 000' },
};

const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/agencia',
  facebook: 'https://www.facebook.com/agencia',
  models: 'https://models.com/agencies/agencia',
  spotify: '',
  youtube: 'javascript:alert(1)',
  blog: 'https://',
};

const LINK_KEYS = new Set(['@id', 'url', 'item', 'image', 'logo', 'sameAs']);

/** Every address a crawler would follow or fetch (arrays such as sameAs keep their key). */
function linksIn(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return LINK_KEYS.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((inner) => linksIn(inner, key));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([innerKey, inner]) => linksIn(inner, innerKey));
}

describe('agency', () => {
  it('is a LocalBusiness subtype with the Lisbon office address split into its fields', () => {
    const data = agency({ locale: 'pt', texts: TEXTS, socialLinks: SOCIAL_LINKS });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EmploymentAgency',
      '@id': AGENCY_ID,
      name: site.name,
      url: site.url,
      logo: `${site.url}/icon.svg`,
      foundingDate: '2023',
      telephone: '+351 210 000 000',
      email: 'info@agencia.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rua da Escola Politécnica 56, 2.º',
        postalCode: '1250-102',
        addressLocality: 'Lisboa',
        addressCountry: 'PT',
      },
    });
  });

  it('reads the texts in the page’s language', () => {
    const data = agency({ locale: 'en', texts: TEXTS, socialLinks: {} });
    expect(data.address).toMatchObject({
      streetAddress: 'Rua da Escola Politécnica 56, 2nd floor',
      addressLocality: 'Lisbon',
    });
  });

  it('lists as sameAs only the networks the agency has that are web addresses', () => {
    const data = agency({ locale: 'en', texts: TEXTS, socialLinks: SOCIAL_LINKS });
    expect(data.sameAs).toEqual([
      'https://www.instagram.com/agencia',
      'https://www.facebook.com/agencia',
      'https://models.com/agencies/agencia',
    ]);
  });

  it('takes the home slide as its image, else the logo', () => {
    const slide = 'https://panel.example/storage/slides/1.jpg';
    expect(agency({ locale: 'en', texts: TEXTS, socialLinks: {}, image: slide }).image).toBe(slide);
    expect(agency({ locale: 'en', texts: TEXTS, socialLinks: {} }).image).toBe(`${site.url}/icon.svg`);
  });

  it('without panel texts: still a Lisbon business, with no empty phone, email or sameAs', () => {
    const data = agency({ locale: 'pt', texts: {}, socialLinks: {} });
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Lisboa',
      addressCountry: 'PT',
    });
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('sameAs');
  });

  it('has only absolute URLs', () => {
    const links = linksIn(agency({ locale: 'pt', texts: TEXTS, socialLinks: SOCIAL_LINKS }));
    expect(links.length).toBeGreaterThan(4);
    for (const link of links) expect(link).toMatch(/^https?:\/\/[^/]/);
  });
});

describe('postalAddress', () => {
  it.each([
    [
      'Avenida da Liberdade 110, 1269-046 Lisboa',
      { streetAddress: 'Avenida da Liberdade 110', postalCode: '1269-046', addressLocality: 'Lisboa' },
    ],
    ['1250-102 Lisbon, Portugal', { postalCode: '1250-102', addressLocality: 'Lisbon' }],
    // No postal code to split on: the text stays whole, in Lisbon.
    ['Príncipe Real, Lisboa', { streetAddress: 'Príncipe Real, Lisboa', addressLocality: 'Lisboa' }],
    ['', { addressLocality: 'Lisboa' }],
  ])('%j', (text, fields) => {
    expect(postalAddress(text)).toEqual({ '@type': 'PostalAddress', ...fields, addressCountry: 'PT' });
  });
});

describe('person', () => {
  it('is affiliated with the agency node the home and contact pages describe', () => {
    const data = person({
      name: 'Teresa Pires Leite',
      url: `${site.url}/en/models/1001/teresa-pires-leite`,
      images: ['https://panel.example/storage/talents/1001.jpg'],
      description: undefined,
      city: 'Lisboa',
      jobTitle: 'Models',
    });
    expect(data).toMatchObject({
      '@type': 'Person',
      homeLocation: { '@type': 'Place', name: 'Lisboa' },
      affiliation: { '@type': 'EmploymentAgency', '@id': AGENCY_ID, name: site.name, url: site.url },
    });
    expect(data).not.toHaveProperty('description');
  });

  it('carries the talent’s pictures for image search: the cover, then the Book', () => {
    const teresa = {
      name: 'Teresa Pires Leite',
      url: `${site.url}/en/models/1001/teresa-pires-leite`,
      description: undefined,
      city: null,
      jobTitle: 'Models',
    };
    const book = [2, 3].map((id) => ({ id, url: `${STORAGE}/talents/${id}.jpg`, width: 1200, height: 1800 }));
    const data = person({ ...teresa, images: searchablePictures(`${STORAGE}/talents/1.jpg`, book) });
    expect(data.image).toEqual([1, 2, 3].map((id) => `${STORAGE}/talents/${id}.jpg`));
    expect(person({ ...teresa, images: [] })).not.toHaveProperty('image');
  });
});

describe('searchablePictures', () => {
  const item = (file: string, id = 1) => ({ id, url: `${STORAGE}/${file}`, width: 1200, height: 1800 });

  it('names each picture once, cover first, the Book in its order, at most the cap', () => {
    const book = Array.from({ length: 30 }, (_, index) => item(`book/${index}.jpg`, index));
    const pictures = searchablePictures(`${STORAGE}/book/3.jpg`, book);
    expect(pictures).toHaveLength(SEARCHABLE_PICTURES_PER_TALENT);
    expect(pictures.slice(0, 4)).toEqual(
      ['book/3.jpg', 'book/0.jpg', 'book/1.jpg', 'book/2.jpg'].map((file) => `${STORAGE}/${file}`),
    );
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('keeps only the addresses the site shows: absolute, in their one spelling, without a query', () => {
    expect(
      searchablePictures(null, [
        item('a.jpg?w=100'),
        item('b%2Ejpg'),
        { id: 3, url: 'talents/c.jpg', width: 1, height: 1 },
        item('d.jpg'),
      ]),
    ).toEqual([`${STORAGE}/d.jpg`]);
  });
});

describe('blogPosting', () => {
  const post: ShownTranslation = {
    language: 'en',
    title: 'Our casting in Lisbon',
    slug: 'our-casting-in-lisbon',
    description: 'We opened the office doors for an open casting day.',
    content: '<p>…</p>',
    slides: [
      'https://panel.example/storage/posts/1.jpg',
      'https://panel.example/storage/posts/clip.mp4',
      'https://panel.example/storage/posts/2.jpg',
    ],
  };
  const url = `${site.url}/en/blog/our-casting-in-lisbon`;

  it('carries the headline, pictures, date, language and the page it is the main entity of', () => {
    const data = blogPosting({ post, url, datePublished: '2026-11-16T10:30:00.000Z' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Our casting in Lisbon',
      description: 'We opened the office doors for an open casting day.',
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      inLanguage: 'en',
      image: ['https://panel.example/storage/posts/1.jpg', 'https://panel.example/storage/posts/2.jpg'],
      datePublished: '2026-11-16T10:30:00.000Z',
      author: { '@id': AGENCY_ID, name: site.name },
      publisher: { '@id': AGENCY_ID, name: site.name, logo: `${site.url}/icon.svg` },
    });
    // The panel keeps no modification date: none is made up.
    expect(data).not.toHaveProperty('dateModified');
    for (const link of linksIn(data)) expect(link).toMatch(/^https?:\/\/[^/]/);
  });

  it('leaves out what the post does not have', () => {
    const data = blogPosting({
      post: { ...post, description: '', slides: [] },
      url,
      datePublished: undefined,
    });
    for (const field of ['description', 'image', 'datePublished']) expect(data).not.toHaveProperty(field);
  });
});

describe('breadcrumbs', () => {
  it('numbers the crumbs from 1, each with its address', () => {
    expect(
      breadcrumbs([
        { name: 'Home', url: `${site.url}/en` },
        { name: 'News', url: `${site.url}/en/news` },
        { name: 'Our casting', url: `${site.url}/en/blog/our-casting-in-lisbon` },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/en` },
        { '@type': 'ListItem', position: 2, name: 'News', item: `${site.url}/en/news` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Our casting',
          item: `${site.url}/en/blog/our-casting-in-lisbon`,
        },
      ],
    });
  });
});

describe('serializing', () => {
  const hostile = { '@type': 'Thing', name: '</script><script>alert(1)</script> & <!-- "quoted"' };

  it('escapes every < so panel text cannot close the script, and parses back unchanged', () => {
    const json = serializeJsonLd([hostile]);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual([hostile]);
  });

  it('JsonLd renders one ld+json script a crawler can parse', () => {
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    const match = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(html);
    expect(match?.[1]).not.toContain('<');
    expect(JSON.parse(match?.[1] ?? '')).toEqual(hostile);
  });
});
