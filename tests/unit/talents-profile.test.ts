import { describe, expect, it } from 'vitest';
import { canonicalCategory, categories } from '@/lib/i18n/categories';
import type { TalentProfile } from '@/lib/content/types';
import { availableTabs, toProfileView } from '@/lib/talents/profile';
import { talent } from './talent-fixture';

const picture = (id: number) => ({ id, url: `http://storage/${id}.jpg`, width: 1200, height: 1800 });
const noGalleries = { book: [], snap: [], compo: [], shows: [], doc: [], video: [] };

function profile(extra: Partial<TalentProfile>): TalentProfile {
  return {
    ...talent(1001, 'Inês Araújo', 'woman', [categories.models.id, categories.actors.id]),
    coverAlt: null,
    nationality: null,
    skills: [],
    galleries: noGalleries,
    ...extra,
  };
}

describe('a profile', () => {
  it('shows tabs with content only, in display order, and the CV only under actors', () => {
    const galleries = {
      ...noGalleries,
      video: [{ id: 9, provider: 'youtube' as const, videoId: 'abcdefghijk', hash: null, preview: null }],
      doc: [picture(5)],
      snap: [picture(2)],
      book: [picture(1)],
    };
    expect(availableTabs(galleries, 'actors')).toEqual(['book', 'snap', 'doc', 'video']);
    expect(availableTabs(galleries, 'models')).toEqual(['book', 'snap', 'video']);
  });

  it('gives the age in full years of 365 days and never the birth date', () => {
    const view = toProfileView(profile({ birthdate: '2000-06-15' }), 'models', 'en', new Date('2026-11-21'));
    expect(view.age).toBe(26);
    expect(JSON.stringify(view)).not.toContain('2000-06-15');
  });

  it('links by category: models get models.com and the city, commercial gets LinkedIn', () => {
    const withLinks = profile({
      city: 'Lisboa',
      tiktok: 'ines.a',
      instagram: '@ines.araujo',
      linkedin: 'https://www.linkedin.com/in/ines',
      modelsCom: 'https://models.com/models/ines',
    });
    expect(toProfileView(withLinks, 'models', 'en', new Date()).links.map((link) => link.kind)).toEqual([
      'modelsCom',
      'city',
      'tiktok',
      'instagram',
    ]);
    expect(toProfileView(withLinks, 'commercial', 'en', new Date()).links.map((link) => link.kind)).toEqual([
      'tiktok',
      'instagram',
      'linkedin',
    ]);
    expect(toProfileView(withLinks, 'actors', 'en', new Date()).links.map((link) => link.kind)).toEqual([
      'city',
      'tiktok',
      'instagram',
    ]);
  });

  it('shows the biography in the page language, falling back to Portuguese', () => {
    const bilingual = profile({
      biography: { pt: '<p>Olá</p>', en: '<p>Hello</p><p>Available to travel.</p>' },
    });
    expect(toProfileView(bilingual, 'models', 'en', new Date()).biography).toEqual([
      'Hello',
      'Available to travel.',
    ]);
    const portugueseOnly = profile({ biography: { pt: 'Olá' } });
    expect(toProfileView(portugueseOnly, 'models', 'en', new Date()).biography).toEqual(['Olá']);
  });

  it('keeps the requested category when the talent is in it, else moves to its first', () => {
    const ids = [categories.commercial.id, categories.actors.id];
    expect(canonicalCategory(ids, 'actors')).toBe('actors');
    expect(canonicalCategory(ids, 'models')).toBe('commercial');
    expect(canonicalCategory([], 'models')).toBeNull();
  });
});
