// schema.org objects for JSON-LD; pages render them with components/seo/json-ld.tsx.
import { htmlToPlainText } from '@/lib/html-text';
import type { Locale } from '@/lib/i18n/locales';
import { localizedText } from '@/lib/content/localized';
import { isVideoFile } from '@/lib/panel/reshape';
import type { ShownTranslation, SocialLinks, WebsiteTextKey, WebsiteTexts } from '@/lib/content/types';
import { site } from '@/lib/site';

type Thing = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** A LocalBusiness subtype (Google's local results take any) and an Organization too. */
const AGENCY_TYPE = 'EmploymentAgency';
/** One node on every page, so they all name the same business. */
const AGENCY_ID = `${site.url}/#agency`;
const LOGO_URL = `${site.url}/icon.svg`;
/** Whatever the panel's address text says or lacks. */
const AGENCY_LOCALITY = 'Lisboa';
const AGENCY_COUNTRY = 'PT';
/** "1250-102 Lisboa" */
const POSTAL_CODE_AND_LOCALITY = /(\d{4}-\d{3})\s+([^,\s][^,]*)/;

/** Only social links a crawler can follow become sameAs. */
function isWebAddress(url: string | undefined): url is string {
  if (!url || !URL.canParse(url)) return false;
  const { protocol, host } = new URL(url);
  return (protocol === 'https:' || protocol === 'http:') && host !== '';
}

/** The url is the site's root, which sends each visitor to the home page in their language. */
const agencyReference: Thing = { '@type': AGENCY_TYPE, '@id': AGENCY_ID, name: site.name, url: site.url };

/** Text without a postal code stays whole as the street address. */
export function postalAddress(address: string): Thing {
  const match = POSTAL_CODE_AND_LOCALITY.exec(address);
  const street = (match ? address.slice(0, match.index) : address).replace(/[\s,]+$/, '');
  const locality = match
    ? { postalCode: match[1], addressLocality: match[2]?.trim() }
    : { addressLocality: AGENCY_LOCALITY };
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...locality,
    addressCountry: AGENCY_COUNTRY,
  };
}

/** The name search results show; its url is the site's root, where Google reads site names. */
export function webSite(locale: Locale): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${site.url}/#website`,
    name: site.name,
    url: `${site.url}/`,
    inLanguage: locale,
    publisher: { '@id': AGENCY_ID },
  };
}

export function agency({
  locale,
  texts,
  socialLinks,
  image,
}: {
  locale: Locale;
  texts: WebsiteTexts;
  socialLinks: SocialLinks;
  image?: string | null;
}): Thing {
  const text = (key: WebsiteTextKey) => htmlToPlainText(localizedText(texts[key], locale));
  const telephone = text('contact_phone');
  const email = text('contact_email');
  const sameAs = Object.values(socialLinks).filter(isWebAddress);
  return {
    '@context': CONTEXT,
    ...agencyReference,
    logo: LOGO_URL,
    image: image ?? LOGO_URL,
    foundingDate: String(site.foundedYear),
    address: postalAddress(text('contact_address')),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function person({
  name,
  url,
  images,
  description,
  city,
  jobTitle,
}: {
  name: string;
  url: string;
  /** The pictures image search may show for the talent (lib/seo/talent-pictures.ts). */
  images: string[];
  description: string | undefined;
  city: string | null;
  jobTitle: string;
}): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name,
    url,
    jobTitle,
    ...(images.length > 0 ? { image: images } : {}),
    ...(description ? { description } : {}),
    ...(city ? { homeLocation: { '@type': 'Place', name: city } } : {}),
    affiliation: agencyReference,
  };
}

export function blogPosting({
  post,
  url,
  datePublished,
}: {
  post: ShownTranslation;
  url: string;
  /** ISO 8601; the panel keeps no modification date. */
  datePublished: string | undefined;
}): Thing {
  const images = post.slides.filter((slide) => !isVideoFile(slide));
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.description ? { description: post.description } : {}),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: post.language,
    ...(images.length > 0 ? { image: images } : {}),
    ...(datePublished ? { datePublished } : {}),
    author: agencyReference,
    publisher: { ...agencyReference, logo: LOGO_URL },
  };
}

export function breadcrumbs(trail: { name: string; url: string }[]): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so panel text can never close the tag. */
export function serializeJsonLd(data: Thing | Thing[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
