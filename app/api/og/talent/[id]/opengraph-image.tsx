// GET /api/og/talent/{id}/opengraph-image – a talent's card, drawn on first request, refreshed with it.
import { talentImage } from '@/lib/seo/og-images';

export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return talentImage((await params).id);
}
