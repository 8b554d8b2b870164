// @vitest-environment jsdom
// The pictures drawn without next/image's client component: their candidates stop at the widest they are ever drawn.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_WIDEST, PlainImage } from '@/components/ui/plain-image';

const COVER = 'https://storage.example/talents/p-001.jpg';

function widths(img: HTMLImageElement): number[] {
  return (img.getAttribute('srcset') ?? '')
    .split(', ')
    .map((candidate) => Number(candidate.split(' ')[1]?.slice(0, -1)));
}

describe('PlainImage', () => {
  it('offers candidates up to 1920 device pixels, the widest of them as src', () => {
    const { container } = render(
      <PlainImage src={COVER} alt="" fill sizes="(min-width: 1024px) 30vw, 100vw" />,
    );
    const img = container.querySelector('img')!;
    expect(Math.max(...widths(img))).toBe(1920);
    expect(widths(img)).toContain(640);
    expect(img.getAttribute('src')).toContain('w=1920');
  });

  it('offers a card no candidate wider than a card is ever drawn', () => {
    const { container } = render(
      <PlainImage src={COVER} alt="" fill sizes="(min-width: 1024px) 25vw, 50vw" widest={CARD_WIDEST} />,
    );
    const img = container.querySelector('img')!;
    expect(widths(img).every((width) => width <= CARD_WIDEST)).toBe(true);
    expect(widths(img)).toContain(CARD_WIDEST);
    expect(img.getAttribute('src')).toContain(`w=${CARD_WIDEST}`);
  });

  it('keeps every candidate when even the narrowest is wider than asked', () => {
    const { container } = render(<PlainImage src={COVER} alt="" fill sizes="100vw" widest={100} />);
    expect(widths(container.querySelector('img')!)[0]).toBe(640);
  });
});
