import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColor } from '@/lib/ui/contrast';

describe('panel text colours stay readable', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('tomato', '#ffffff')).toBeNull();
  });

  it('keeps a colour that already reads well', () => {
    expect(readableTextColor('#1a4d8f', '#ffffff')).toBe('#1a4d8f');
  });

  it('darkens a pale colour until it reaches 4.5:1, keeping its hue', () => {
    const darker = readableTextColor('#d4a373', '#ffffff');
    expect(darker).not.toBe('#d4a373');
    expect(contrastRatio(darker!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(darker!.slice(start, start + 2), 16));
    expect(r).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(b!);
  });

  it('gives up on colours it cannot read', () => {
    expect(readableTextColor('not-a-colour', '#ffffff')).toBeNull();
  });
});
