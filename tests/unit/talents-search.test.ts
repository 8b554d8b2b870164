import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeForSearch } from '@/lib/talents/search';

describe('normalizeForSearch', () => {
  it('lowercases, strips diacritics and collapses whitespace', () => {
    expect(normalizeForSearch('  JOÃO\t Conceição   Güell ')).toBe('joao conceicao guell');
  });
});

describe('matchesSearch', () => {
  it.each<[string, string, boolean]>([
    ['João', 'joao', true],
    ['JOÃO SILVA', 'silva', true],
    ['Inês Araújo', 'ARAUJO', true],
    ['João Silva Pereira', 'pereira  joão', true],
    ['João Silva', 'sil', true],
    ['João Silva', 'joana', false],
    ['João Silva', 'joao costa', false],
    ['Ana', '', true],
    ['Ana', '   ', true],
  ])('"%s" searched for "%s" → %s', (name, query, expected) => {
    expect(matchesSearch(name, query)).toBe(expected);
  });
});
