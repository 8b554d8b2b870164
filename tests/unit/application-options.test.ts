import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/options/route';
import { PanelError } from '@/lib/panel/errors';
import { refusal } from '../fixtures/api-refusal';

const getOptions = vi.hoisted(() => vi.fn());
vi.mock('@/lib/panel', () => ({ getOptions }));
vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

const lists = {
  countries: [{ id: 177, value: 'Portugal', iso: 'PT' }],
  languages: [{ id: 1, value: 'Português', iso: 'pt' }],
  ethnicities: [{ id: 1, value: 'Branca / Caucasiana' }],
  states: [{ id: 17701, value: 'Lisboa' }],
  cities: [{ id: 1770102, value: 'Sintra' }],
};

const get = (query: string) => new Request(`http://site.example/api/options?${query}`);

beforeEach(() => {
  getOptions.mockReset().mockImplementation(async () => lists);
});
afterEach(() => vi.restoreAllMocks());

/** The language a refusal speaks: the query's `language` when it names one, else Portuguese. */
const languageOf = (query: string) => (query.includes('language=en') ? 'en' : 'pt');

describe('GET /api/options', () => {
  it.each([
    ['a country no list has', 'language=pt&states=999', 1],
    ['a state of another country', 'language=pt&cities=177-99999', 2],
    ['a state under an unknown country', 'language=en&cities=999-17701', 1],
  ])('refuses %s with 400 invalid_query, reading only the parent lists', async (_, query, parentReads) => {
    const response = await GET(get(query));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal('invalid_query', {}, languageOf(query)));
    expect(getOptions).toHaveBeenCalledTimes(parentReads);
    for (const [asked] of getOptions.mock.calls as unknown as [Record<string, unknown>][]) {
      expect(asked.countries || typeof asked.states === 'number').toBe(true);
      expect(asked.cities).toBeUndefined();
    }
  });

  it.each([
    [
      'language=pt&states=177',
      {
        language: 'pt',
        countries: false,
        languages: false,
        ethnicities: undefined,
        states: 177,
        cities: undefined,
      },
      { states: lists.states },
    ],
    [
      'language=en&cities=177-17701',
      {
        language: 'en',
        countries: false,
        languages: false,
        ethnicities: undefined,
        states: undefined,
        cities: { country: 177, state: 17701 },
      },
      { cities: lists.cities },
    ],
    [
      'language=en&countries=1&languages=1&ethnicities=1',
      {
        language: 'en',
        countries: true,
        languages: true,
        ethnicities: 'en',
        states: undefined,
        cities: undefined,
      },
      { countries: lists.countries, languages: lists.languages, ethnicities: lists.ethnicities },
    ],
  ])('%s asks the panel for just that', async (query, asked, answer) => {
    const response = await GET(get(query));
    expect(response.status).toBe(200);
    expect(getOptions).toHaveBeenCalledWith(asked);
    expect(await response.json()).toEqual(answer);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it.each([
    'language=pt',
    'states=177',
    'language=es&states=177',
    'language=pt&states=abc',
    'language=pt&states=0',
    'language=pt&cities=177',
    'language=pt&cities={"country":177}',
    'language=pt&countries=yes',
    'language=pt&states=99999999999',
  ])('refuses %s with 400 invalid_query, without asking the panel', async (query) => {
    const response = await GET(get(query));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal('invalid_query', {}, languageOf(query)));
    expect(getOptions).not.toHaveBeenCalled();
  });

  it('answers 502 when the panel fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getOptions.mockImplementation(async () => {
      throw new PanelError('http', 500, 'integration', '/api/options');
    });
    const response = await GET(get('language=en&states=177'));
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(refusal('panel_unavailable', {}, 'en'));
  });
});
