import { describe, expect, it } from 'vitest';
import { EYE_COLOURS, HAIR_COLOURS } from '@/local-panel/content/attributes';
import { colourLabel } from '@/lib/talents/colours';

describe('colourLabel', () => {
  it('gives every colour of the panel its English value in English', () => {
    for (const { label, value } of [...HAIR_COLOURS, ...EYE_COLOURS]) {
      expect(colourLabel(label, 'en'), label).toBe(value);
    }
  });

  it.each([
    ['castanho claro', 'Light Brown'],
    ['CASTANHO-CLARO', 'Light Brown'],
    ['  Castanho   Claro ', 'Light Brown'],
    ['ambar', 'Amber'],
    ['AVELA', 'Hazel'],
    ['Loira', 'Blonde'],
    ['Louro', 'Blonde'],
    ['Ruiva', 'Red'],
    ['Cinza', 'Grey'],
  ])('reads "%s" regardless of case, accents, hyphens and variant spellings as %s', (value, english) => {
    expect(colourLabel(value, 'en')).toBe(english);
  });

  it('falls back to the stored value when the colour is unknown', () => {
    expect(colourLabel('Turquesa', 'en')).toBe('Turquesa');
  });

  it('shows the Portuguese value as stored in Portuguese', () => {
    expect(colourLabel('Castanho Claro', 'pt')).toBe('Castanho Claro');
    expect(colourLabel('âmbar', 'pt')).toBe('âmbar');
  });
});
