// The about story's paging (in the URL), its texts and which slides each page shows.
import { describe, expect, it } from 'vitest';
import { createLoader } from 'nuqs/server';
import {
  ABOUT_PAGE_PARAM,
  ABOUT_PAGES,
  aboutPageParams,
  aboutPageSearch,
  aboutTextKeys,
  nextAboutPage,
  previousAboutPage,
  slidesForAboutPage,
} from '@/features/about/pages';
import type { Slide } from '@/lib/content/types';

/** The page the story shows for a query string, read as the browser reads it (nuqs). */
const loadAboutPage = createLoader(aboutPageParams);
const aboutPageFromSearch = (search: string) => loadAboutPage(search)[ABOUT_PAGE_PARAM];

describe('about paging', () => {
  it('reads the page from the query string; anything else is page 1', () => {
    expect(aboutPageFromSearch('')).toBe(1);
    expect(aboutPageFromSearch('?page=3')).toBe(3);
    expect(aboutPageFromSearch('?page=5&utm=x')).toBe(5);
    expect(aboutPageFromSearch('?page=03')).toBe(3);
    for (const junk of ['?page=0', '?page=6', '?page=-1', '?page=2.5', '?page=abc', '?page=']) {
      expect(aboutPageFromSearch(junk)).toBe(1);
    }
  });

  it('writes page 1 as the bare address and the others as ?page=n', () => {
    expect(aboutPageSearch(1)).toBe('');
    expect(aboutPageSearch(4)).toBe('?page=4');
    for (const page of ABOUT_PAGES) expect(aboutPageFromSearch(aboutPageSearch(page))).toBe(page);
  });

  it('Next goes forward up to page 5, Back down to page 1', () => {
    expect(ABOUT_PAGES.map(nextAboutPage)).toEqual([2, 3, 4, 5, null]);
    expect(ABOUT_PAGES.map(previousAboutPage)).toEqual([null, 1, 2, 3, 4]);
  });

  it('takes each page’s title and text from the website texts', () => {
    expect(aboutTextKeys(1)).toEqual({ title: 'about_first_page_title', text: 'about_first_page_text' });
    expect(aboutTextKeys(5)).toEqual({ title: 'about_fifth_page_title', text: 'about_fifth_page_text' });
  });
});

describe('slidesForAboutPage', () => {
  const slide = (id: number, description: string | null): Slide => ({
    id,
    desktop: `d${id}.jpg`,
    mobile: `m${id}.jpg`,
    isVideo: false,
    description,
  });
  const slides = [
    slide(1, '1'),
    slide(2, '1'),
    slide(3, '2'),
    slide(4, ' 3 '),
    slide(5, '4'),
    slide(6, '5'),
    slide(7, null),
  ];

  it('chooses the slides whose description is the page number', () => {
    expect(slidesForAboutPage(slides, 1).map((s) => s.id)).toEqual([1, 2]);
    expect(slidesForAboutPage(slides, 2).map((s) => s.id)).toEqual([3]);
    expect(slidesForAboutPage(slides, 3).map((s) => s.id)).toEqual([4]);
    expect(slidesForAboutPage(slides, 5).map((s) => s.id)).toEqual([6]);
  });

  it('never gives page 4 a slider, even if the panel has slides for it', () => {
    expect(slidesForAboutPage(slides, 4)).toEqual([]);
  });
});
