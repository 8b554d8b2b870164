// schema.org objects for JSON-LD: what search engines read beside the visible page.
import { site } from '@/lib/site';

type Thing = Record<string, unknown>;

export function organization(extra: Thing = {}): Thing {
  return { '@type': 'Organization', name: site.name, url: site.url, ...extra };
}

export function person({
  name,
  url,
  image,
  description,
  city,
  jobTitle,
}: {
  name: string;
  url: string;
  image: string | null;
  description: string | undefined;
  city: string | null;
  jobTitle: string;
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name,
    url,
    jobTitle,
    ...(image ? { image } : {}),
    ...(description ? { description } : {}),
    ...(city ? { homeLocation: { '@type': 'Place', name: city } } : {}),
    affiliation: organization(),
  };
}

/** Home › … › the page, each crumb with its absolute URL. */
export function breadcrumbs(trail: { name: string; url: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
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
