// GET /api/favorites/compare: the comparison's columns of the talents the site shows, in the asked order.
import { describe, expect, it, vi } from 'vitest';
import { GET as talentComparison } from '@/app/api/favorites/compare/route';
import type { TalentComparisonAnswer } from '@/features/favorites/compare/types';
import { site } from '@/lib/site';
import { parseMeasure } from '@/lib/talents/measures';
import { talent } from './talent-fixture';

vi.mock('@/lib/panel', () => ({
  getTalentsForRequests: async () => [
    talent(1001, 'Inês Raposo', 'woman', [17], {
      measures: { height: parseMeasure('172/5\'8"'), shoes: parseMeasure('38.5/7') },
      hair: 'Loiro',
    }),
    talent(1003, 'Ivo Pereira', 'man', [17, 28], { measures: { chest: parseMeasure('98') } }),
    // In no category the site shows: not on the site, so not compared either.
    talent(1007, 'Off The Site', 'man', []),
  ],
  getWebsiteTexts: async () => ({
    contact_address: { pt: '<p>Rua da Escola Politécnica 56</p>' },
    contact_email: { pt: 'info@agencia.example' },
  }),
}));
vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

const get = (query: string) =>
  talentComparison(new Request(`http://site.example/api/favorites/compare${query}`));

describe('GET /api/favorites/compare', () => {
  it('answers each shown talent’s values in both units, in the asked order and language', async () => {
    const response = await get('?ids=1003,1007,9999,1001&locale=pt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const { talents, agency } = (await response.json()) as TalentComparisonAnswer;
    expect(talents.map((column) => column.name)).toEqual(['Ivo Pereira', 'Inês Raposo']);
    // The printed comparison's heading, as the package's.
    expect(agency).toEqual({
      name: site.name,
      contact: ['Rua da Escola Politécnica 56', 'info@agencia.example', site.url.replace(/^https?:\/\//, '')],
    });
    expect(talents[0]!.cells.torso).toEqual({ cm: '98 cm', in: '39"', sortBy: 98 });
    expect(talents[1]!.cells).toMatchObject({
      height: { cm: '172 cm', in: '5\'8"', sortBy: 172 },
      shoes: { cm: 'EU 38,5', in: 'UK 7', sortBy: 38.5 },
      hair: { cm: 'Loiro', in: 'Loiro' },
      age: null,
    });
  });

  it('speaks the browser’s language when the address names none', async () => {
    const response = await talentComparison(
      new Request('http://site.example/api/favorites/compare?ids=1001', {
        headers: { 'accept-language': 'en' },
      }),
    );
    const { talents } = (await response.json()) as TalentComparisonAnswer;
    expect(talents[0]!.cells.hair?.cm).toBe('Blonde');
  });
});
