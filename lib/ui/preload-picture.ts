import { preload } from 'react-dom';

/** For the page's largest paint; on the screens `media` matches (all when it is not given). */
export function preloadPicture(
  { src, srcSet, sizes }: { src: string; srcSet?: string; sizes?: string },
  media?: string,
): void {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high', media });
}
