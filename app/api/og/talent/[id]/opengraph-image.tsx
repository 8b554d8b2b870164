// GET /api/og/talent/{id}/opengraph-image – a talent's card: the cover and the name, for both languages.
// Drawn on the first request, like the profile pages, then cached and refreshed with the profile.
import { talentImage } from '@/lib/seo/og-images';

export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return talentImage((await params).id);
}
