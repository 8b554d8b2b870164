// Letters that NFD does not decompose into a base letter plus a mark.
const TRANSLITERATIONS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
};

/** "João Silva-Pereira" → "joao-silva-pereira". */
export function toSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđþ]/g, (letter) => TRANSLITERATIONS[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function talentSlug(name: string): string {
  // A name of only symbols or non-Latin letters still needs a non-empty segment.
  return toSlug(name) || 'talent';
}
