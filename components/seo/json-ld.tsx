import { serializeJsonLd } from '@/lib/seo/structured-data';

/** Structured data for search engines, rendered on the server into the page. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
