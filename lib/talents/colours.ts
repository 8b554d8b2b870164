import { panelLocale, type Locale } from '@/lib/i18n/locales';
import { normalizeForSearch } from './search';
import { toSlug } from './slug';

/** Most from the panel's attribute list; variants cover free-typed records. Accents and case need none. */
const ENGLISH: Record<string, string> = {
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

function colourKey(value: string): string {
  return normalizeForSearch(value.replace(/-/g, ' '));
}

const ENGLISH_BY_KEY = new Map(Object.entries(ENGLISH).map(([pt, en]) => [colourKey(pt), en]));

/** An unknown value is shown as the panel stored it. */
export function colourLabel(value: string, locale: Locale): string {
  if (locale === panelLocale) return value;
  return ENGLISH_BY_KEY.get(colourKey(value)) ?? value;
}

/** The slug of its English name ("Castanho Escuro" → "dark-brown"), so every spelling is one choice. */
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
