export const FIRST_POSTS = 10;
export const MORE_POSTS = 6;
/** Far beyond any real blog: a bound for the page number a request may ask for. */
export const MAX_NEWS_PAGE = 1_000;

export function newsStep(step: number): { offset: number; count: number } {
  if (step <= 1) return { offset: 0, count: FIRST_POSTS };
  return { offset: FIRST_POSTS + (step - 2) * MORE_POSTS, count: MORE_POSTS };
}

/** The panel pages by page number, so a window straddling two of its pages takes both. */
export function panelPagesFor(
  offset: number,
  count: number,
): { pageSize: number; pages: number[]; skip: number } {
  const first = Math.floor(offset / count) + 1;
  const last = Math.floor((offset + count - 1) / count) + 1;
  const pages = first === last ? [first] : [first, last];
  return { pageSize: count, pages, skip: offset - (first - 1) * count };
}
