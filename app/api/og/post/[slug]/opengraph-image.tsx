// GET /api/og/post/{slug}/opengraph-image – a post's card: its picture and title in the slug's language.
// Drawn on the first request, like the posts, then cached and refreshed with the post.
import { postImage } from '@/lib/seo/og-images';

export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return postImage((await params).slug);
}
