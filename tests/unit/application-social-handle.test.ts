import { describe, expect, it } from 'vitest';
import { normalizeSocialHandle } from '@/features/application/model/social-handle';

describe('normalizeSocialHandle (accents off, spaces as _, only letters, digits, _ . : /; @ and profile links)', () => {
  it.each([
    ['ines.raposo', 'ines.raposo'],
    ['@ines.raposo', 'ines.raposo'],
    ['  @Inês Raposo  ', 'Ines_Raposo'],
    ['joão  conceição', 'joao_conceicao'],
    ['ana-maria!', 'anamaria'],
    ['https://www.instagram.com/ines.raposo/', 'ines.raposo'],
    ['instagram.com/ines.raposo?igsh=abc123', 'ines.raposo'],
    ['https://www.tiktok.com/@ines.raposo?lang=pt-PT', 'ines.raposo'],
    ['tiktok.com/@inês', 'ines'],
    ['https://linktr.ee/ines', 'https://linktr.ee/ines'],
    ['', ''],
  ])('%j → %j', (typed, sent) => {
    expect(normalizeSocialHandle(typed)).toBe(sent);
  });

  it('changes nothing the second time', () => {
    for (const typed of ['@Inês Raposo', 'https://www.instagram.com/ines.raposo/', 'a b:c/d']) {
      const once = normalizeSocialHandle(typed);
      expect(normalizeSocialHandle(once)).toBe(once);
    }
  });
});
