import { NotFoundBoundaryView } from '@/features/errors/not-found-boundary';

// Next 16 serves notFound() from a page with this body filled in only once its JavaScript runs; the
// status is 404 either way.
export default function PostNotFound() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <NotFoundBoundaryView post />
    </>
  );
}
