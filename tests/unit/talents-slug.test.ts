import { describe, expect, it } from 'vitest';
import { talentSlug } from '@/lib/talents/slug';

describe('talentSlug', () => {
  it.each([
    ['João Silva-Pereira', 'joao-silva-pereira'],
    ['  Ana   Conceição ', 'ana-conceicao'],
    ["Maria D'Ávila (MD)", 'maria-d-avila-md'],
    ['Søren Østergård', 'soren-ostergard'],
    ['Straße Łukasz', 'strasse-lukasz'],
    ['Model 007', 'model-007'],
    ['', 'talent'],
    ['---', 'talent'],
    ['王芳', 'talent'],
  ])('"%s" → %s', (name, slug) => {
    expect(talentSlug(name)).toBe(slug);
  });
});
