import { preload } from 'react-dom';

/**
 * Fetches a picture from the page's <head>, first (the page's largest paint): the candidate of `srcSet`
 * the browser picks for `sizes`, on the screens `media` matches (all when it is not given).
 */
export function preloadPicture(
  { src, srcSet, sizes }: { src: string; srcSet?: string; sizes?: string },
  media?: string,
): void {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high', media });
}
