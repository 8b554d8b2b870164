// GET /api/og/post/{slug}/opengraph-image – a post's card, drawn on first request, refreshed with the post.
import { postImage } from '@/lib/seo/og-images';

export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return postImage((await params).slug);
}
