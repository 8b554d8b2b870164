import { panelLocale, type Locale } from '@/lib/i18n/locales';
import { normalizeForSearch } from './search';
import { toSlug } from './slug';

/**
 * English names of the Portuguese hair and eye colours. Most come from the panel's attribute list (its
 * English values); the variants cover free-typed records. Accents and case need no entries of their own.
 */
const ENGLISH: Record<string, string> = {
  // Hair colours of the panel's attribute list.
  Preto: 'Black',
  'Preto Azulado': 'Blue Black',
  'Castanho Escuro': 'Dark Brown',
  Castanho: 'Brown',
  'Castanho Médio': 'Medium Brown',
  'Castanho Claro': 'Light Brown',
  'Castanho Acinzentado': 'Ash Brown',
  'Castanho Avermelhado': 'Reddish Brown',
  Acobreado: 'Copper',
  Ruivo: 'Red',
  'Ruivo Escuro': 'Dark Red',
  'Ruivo Claro': 'Strawberry Blonde',
  'Loiro Escuro': 'Dark Blonde',
  Loiro: 'Blonde',
  'Loiro Claro': 'Light Blonde',
  'Loiro Platinado': 'Platinum Blonde',
  'Loiro Acinzentado': 'Ash Blonde',
  'Loiro Dourado': 'Golden Blonde',
  Mel: 'Honey',
  Grisalho: 'Grey',
  Branco: 'White',
  'Sal e Pimenta': 'Salt and Pepper',
  Colorido: 'Dyed',
  Rapado: 'Shaved',
  Careca: 'Bald',
  // Eye colours of the panel's attribute list not named above.
  Avelã: 'Hazel',
  Âmbar: 'Amber',
  Azul: 'Blue',
  'Azul Claro': 'Light Blue',
  'Azul Escuro': 'Dark Blue',
  'Azul Acinzentado': 'Blue Grey',
  Verde: 'Green',
  'Verde Claro': 'Light Green',
  'Verde Acastanhado': 'Green Brown',
  Cinzento: 'Grey',
  Violeta: 'Violet',
  Heterocromia: 'Heterochromia',
  // Variants: feminine forms, the older "louro" spelling, Brazilian "cinza".
  Loira: 'Blonde',
  Louro: 'Blonde',
  Loura: 'Blonde',
  'Louro Escuro': 'Dark Blonde',
  'Louro Claro': 'Light Blonde',
  Ruiva: 'Red',
  Castanha: 'Brown',
  Grisalha: 'Grey',
  Cinza: 'Grey',
};

/** Lookup key: case, accents, hyphens and spacing do not matter ("castanho-claro" = "Castanho Claro"). */
function colourKey(value: string): string {
  return normalizeForSearch(value.replace(/-/g, ' '));
}

const ENGLISH_BY_KEY = new Map(Object.entries(ENGLISH).map(([pt, en]) => [colourKey(pt), en]));

/** A hair or eye colour as the visitor reads it; an unknown value is shown as the panel stored it. */
export function colourLabel(value: string, locale: Locale): string {
  if (locale === panelLocale) return value;
  return ENGLISH_BY_KEY.get(colourKey(value)) ?? value;
}

/**
 * A colour's value in the list's address: the slug of its English name ("Castanho Escuro" → "dark-brown"),
 * so every spelling of one colour is one choice. An unknown value is the slug of the value itself; null
 * when nothing is left of it.
 */
export function colourSlug(value: string): string | null {
  let slug = slugByValue.get(value);
  if (slug === undefined) {
    slug = toSlug(ENGLISH_BY_KEY.get(colourKey(value)) ?? value) || null;
    slugByValue.set(value, slug);
  }
  return slug;
}

// A catalogue repeats a few dozen colour values over thousands of talents: each is read once.
const slugByValue = new Map<string, string | null>();
