import { describe, expect, it } from 'vitest';
import { clearFilters } from '@/lib/talents/filters';
import { neighboursIn } from '@/lib/talents/neighbours';
import { talent } from './talent-fixture';

// Previous and next talent on a profile (issue 19, part 9): in the list's own order, with its filters.

const TODAY = new Date('2026-06-01');
// Models (17) and actors (26); men and women in turns.
const talents = [
  talent(1, 'Ana Silva', 'woman', [17]),
  talent(2, 'Bruno Costa', 'man', [17]),
  talent(3, 'Carla Dias', 'woman', [17, 26]),
  talent(4, 'Duarte Reis', 'man', [26]),
  talent(5, 'Eva Sousa', 'woman', [17]),
];
const women = { ...clearFilters(), gender: 'woman' as const };
const names = ({ previous, next }: ReturnType<typeof neighboursIn>) => [previous?.name, next?.name];

describe('neighboursIn', () => {
  it('follows the category’s order, with nothing past either end', () => {
    expect(names(neighboursIn(talents, 'models', 2, clearFilters(), TODAY))).toEqual([
      'Ana Silva',
      'Carla Dias',
    ]);
    expect(names(neighboursIn(talents, 'models', 1, clearFilters(), TODAY))).toEqual([
      undefined,
      'Bruno Costa',
    ]);
    expect(names(neighboursIn(talents, 'models', 5, clearFilters(), TODAY))).toEqual([
      'Carla Dias',
      undefined,
    ]);
  });

  it('skips the talents of other categories', () => {
    expect(names(neighboursIn(talents, 'actors', 4, clearFilters(), TODAY))).toEqual([
      'Carla Dias',
      undefined,
    ]);
    expect(names(neighboursIn(talents, 'models', 3, clearFilters(), TODAY))).toEqual([
      'Bruno Costa',
      'Eva Sousa',
    ]);
  });

  it('within a filtered list, steps over the talents the filter leaves out', () => {
    expect(names(neighboursIn(talents, 'models', 3, women, TODAY))).toEqual(['Ana Silva', 'Eva Sousa']);
  });

  it('falls back to the category when the filter leaves the talent out', () => {
    expect(names(neighboursIn(talents, 'models', 2, women, TODAY))).toEqual(['Ana Silva', 'Carla Dias']);
  });

  it('gives each neighbour the slug of its profile address', () => {
    expect(neighboursIn(talents, 'models', 1, clearFilters(), TODAY).next).toEqual({
      id: 2,
      name: 'Bruno Costa',
      slug: 'bruno-costa',
    });
    expect(neighboursIn(talents, 'models', 99, clearFilters(), TODAY)).toEqual({
      previous: null,
      next: null,
    });
  });
});
