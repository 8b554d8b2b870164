// @vitest-environment jsdom
// The pictures drawn without next/image's code in the browser: the same <img> as next/image's, with
// candidates that stop at the widest the picture is ever drawn.
import { render } from '@testing-library/react';
import { getImageProps } from 'next/image';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { ArtPicture } from '@/components/ui/art-picture';
import { CARD_WIDEST, PlainImage } from '@/components/ui/plain-image';

const COVER = 'https://storage.example/talents/p-001.jpg';

function widths(img: HTMLImageElement): number[] {
  return (img.getAttribute('srcset') ?? '')
    .split(', ')
    .map((candidate) => Number(candidate.split(' ')[1]?.slice(0, -1)));
}

function drawn(props: ComponentProps<typeof PlainImage>): HTMLImageElement {
  return render(<PlainImage {...props} />).container.querySelector('img')!;
}

const attributes = (img: Element) =>
  Object.fromEntries([...img.attributes].map(({ name, value }) => [name, value]));

describe('PlainImage', () => {
  // The site's pictures: a list's card, the wishlist's, a post's, the profile's cover and its gallery.
  const pictures = {
    'a card': {
      fill: true,
      sizes: '(min-width: 1024px) 25vw, 50vw',
      loading: 'eager',
      fetchPriority: 'high',
    },
    'a wishlist card': { fill: true, sizes: '(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw' },
    "a post's cover": { fill: true, sizes: '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw' },
    "the profile's cover": {
      width: 800,
      height: 1200,
      sizes: '(min-width: 1024px) 30vw, 100vw',
      loading: 'eager',
      fetchPriority: 'high',
    },
    'a gallery picture': {
      width: 1600,
      height: 1067,
      sizes: '(min-width: 1024px) 30vw, 50vw',
      loading: 'lazy',
    },
  } as const;

  for (const [name, props] of Object.entries(pictures)) {
    it(`draws ${name} as next/image does`, () => {
      const expected = render(
        // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- next/image's own attributes
        <img {...getImageProps({ src: COVER, alt: '', ...props }).props} />,
      ).container.querySelector('img')!;
      // widest 3840: next/image offers every width up to it.
      expect(attributes(drawn({ src: COVER, alt: '', widest: 3840, ...props }))).toEqual(
        attributes(expected),
      );
    });
  }

  it('offers candidates up to 1920 device pixels, the widest of them as src', () => {
    const img = drawn({ src: COVER, alt: '', fill: true, sizes: '(min-width: 1024px) 30vw, 100vw' });
    expect(Math.max(...widths(img))).toBe(1920);
    expect(widths(img)).toContain(640);
    expect(img.getAttribute('src')).toContain('w=1920');
  });

  it('offers a card no candidate wider than a card is ever drawn', () => {
    const img = drawn({
      src: COVER,
      alt: '',
      fill: true,
      sizes: '(min-width: 1024px) 25vw, 50vw',
      widest: CARD_WIDEST,
    });
    expect(widths(img).every((width) => width <= CARD_WIDEST)).toBe(true);
    expect(widths(img)).toContain(CARD_WIDEST);
    expect(img.getAttribute('src')).toContain(`w=${CARD_WIDEST}`);
  });

  it('keeps every candidate when even the narrowest is wider than asked', () => {
    expect(widths(drawn({ src: COVER, alt: '', fill: true, sizes: '100vw', widest: 100 }))[0]).toBe(640);
  });
});

describe('ArtPicture', () => {
  const MOBILE = 'https://storage.example/slides/about-1-mobile.jpg';
  const DESKTOP = 'https://storage.example/slides/about-1-desktop.jpg';
  const SIZES = '(min-width: 1024px) 55vw, 100vw';
  const art = (props: Partial<ComponentProps<typeof ArtPicture>> = {}) =>
    render(
      <ArtPicture
        mobile={MOBILE}
        desktop={DESKTOP}
        desktopMedia="(orientation: landscape)"
        sizes={SIZES}
        {...props}
      />,
    ).container.querySelector('picture')!;

  it("draws a slide's two arts with next/image's candidates, filling the frame", () => {
    const picture = art({ widest: Number.POSITIVE_INFINITY });
    const expected = (src: string) => getImageProps({ src, alt: '', fill: true, sizes: SIZES }).props;
    const source = picture.querySelector('source')!;
    expect(source.getAttribute('media')).toBe('(orientation: landscape)');
    expect(source.getAttribute('srcset')).toBe(expected(DESKTOP).srcSet);
    expect(source.getAttribute('sizes')).toBe(SIZES);
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(expected(MOBILE).srcSet);
    expect(img.getAttribute('src')).toBe(expected(MOBILE).src);
    expect(img.getAttribute('alt')).toBe('');
    expect(img.style.position).toBe('absolute');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('has no source when both arts are one file, and loads eagerly what is preloaded', () => {
    const picture = art({ desktop: MOBILE, preload: true, alt: 'Close-up example' });
    expect(picture.querySelector('source')).toBeNull();
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('alt')).toBe('Close-up example');
    expect(Math.max(...widths(img))).toBe(1920);
  });
});
