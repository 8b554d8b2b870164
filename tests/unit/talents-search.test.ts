import { describe, expect, it } from 'vitest';
import { matchesWords, normalizeForSearch, searchWords } from '@/lib/talents/search';

describe('normalizeForSearch', () => {
  it('lowercases, strips diacritics and collapses whitespace', () => {
    expect(normalizeForSearch('  JOÃO\t Conceição   Güell ')).toBe('joao conceicao guell');
  });
});

describe("matchesWords of a normalized name and a query's words", () => {
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
    expect(matchesWords(normalizeForSearch(name), searchWords(query))).toBe(expected);
  });
});
