// Attribute lists (GET /api/talents/attributes) and the category tree, shared by the talent seed.

export interface LabelledValue {
  id?: number;
  label: string;
  value: string;
}

/** Main website categories and their subcategories, with the ids the real panel uses. */
export const MAIN_CATEGORIES = {
  models: 17,
  commercial: 23,
  actors: 26,
  digital: 28,
  special: 29,
} as const;

export type MainCategoryName = keyof typeof MAIN_CATEGORIES;

export const SUBCATEGORIES = {
  in_town: { id: 18, parent: 'models' },
  direct: { id: 19, parent: 'models' },
  new_faces: { id: 20, parent: 'models' },
  mainboard: { id: 21, parent: 'models' },
  image: { id: 22, parent: 'models' },
  beauty: { id: 24, parent: 'commercial' },
  kids: { id: 25, parent: 'commercial' },
  c_direct: { id: 30, parent: 'commercial' },
  new_actors: { id: 27, parent: 'actors' },
} as const satisfies Record<string, { id: number; parent: MainCategoryName }>;

export type SubcategoryName = keyof typeof SUBCATEGORIES;

/** Free category labels shown on talents (the spec's "categories seen"). */
export const CATEGORY_LABELS = [
  { id: 301, name: 'mainboard' },
  { id: 302, name: 'international' },
  { id: 303, name: 'fashion' },
  { id: 304, name: 'commercial' },
  { id: 305, name: 'new faces' },
  { id: 306, name: 'plus size' },
  { id: 307, name: 'kids' },
  { id: 308, name: 'teens' },
  { id: 309, name: 'new actors' },
  { id: 310, name: 'beauty' },
  { id: 311, name: 'in town' },
  { id: 312, name: 'direct' },
  { id: 313, name: 'image' },
] as const;

export type CategoryLabelName = (typeof CATEGORY_LABELS)[number]['name'];

/** 25 hair colours: Portuguese label (what talents carry), English value. */
export const HAIR_COLOURS: LabelledValue[] = [
  ['Preto', 'Black'],
  ['Preto Azulado', 'Blue Black'],
  ['Castanho Escuro', 'Dark Brown'],
  ['Castanho', 'Brown'],
  ['Castanho Médio', 'Medium Brown'],
  ['Castanho Claro', 'Light Brown'],
  ['Castanho Acinzentado', 'Ash Brown'],
  ['Castanho Avermelhado', 'Reddish Brown'],
  ['Acobreado', 'Copper'],
  ['Ruivo', 'Red'],
  ['Ruivo Escuro', 'Dark Red'],
  ['Ruivo Claro', 'Strawberry Blonde'],
  ['Loiro Escuro', 'Dark Blonde'],
  ['Loiro', 'Blonde'],
  ['Loiro Claro', 'Light Blonde'],
  ['Loiro Platinado', 'Platinum Blonde'],
  ['Loiro Acinzentado', 'Ash Blonde'],
  ['Loiro Dourado', 'Golden Blonde'],
  ['Mel', 'Honey'],
  ['Grisalho', 'Grey'],
  ['Branco', 'White'],
  ['Sal e Pimenta', 'Salt and Pepper'],
  ['Colorido', 'Dyed'],
  ['Rapado', 'Shaved'],
  ['Careca', 'Bald'],
].map(([label, value], index) => ({ id: 1101 + index, label: label ?? '', value: value ?? '' }));

/** 17 eye colours, same shape as the hair colours. */
export const EYE_COLOURS: LabelledValue[] = [
  ['Castanho Escuro', 'Dark Brown'],
  ['Castanho', 'Brown'],
  ['Castanho Claro', 'Light Brown'],
  ['Mel', 'Honey'],
  ['Avelã', 'Hazel'],
  ['Âmbar', 'Amber'],
  ['Preto', 'Black'],
  ['Azul', 'Blue'],
  ['Azul Claro', 'Light Blue'],
  ['Azul Escuro', 'Dark Blue'],
  ['Azul Acinzentado', 'Blue Grey'],
  ['Verde', 'Green'],
  ['Verde Claro', 'Light Green'],
  ['Verde Acastanhado', 'Green Brown'],
  ['Cinzento', 'Grey'],
  ['Violeta', 'Violet'],
  ['Heterocromia', 'Heterochromia'],
].map(([label, value], index) => ({ id: 1130 + index, label: label ?? '', value: value ?? '' }));

export const SKIN_TONES: LabelledValue[] = [
  ['Albino', 'Albino'],
  ['Amarelado', 'Yellowish'],
  ['Branco', 'White'],
  ['Indígena', 'Indigenous'],
  ['Negro', 'Black'],
  ['Castanho', 'Brown'],
  ['Vitiligo', 'Vitiligo'],
].map(([label, value], index) => ({ id: 1160 + index, label: label ?? '', value: value ?? '' }));

export const GENDERS: LabelledValue[] = [
  { value: 'man', label: 'Man' },
  { value: 'woman', label: 'Woman' },
  { value: 'undefined', label: 'Non-binary' },
];

export type Gender = 'woman' | 'man' | 'undefined';

export const HAIR_TYPES = ['Liso', 'Ondulado', 'Encaracolado', 'Crespo', 'Afro'] as const;
export const HAIR_LENGTHS = ['Rapado', 'Curto', 'Médio', 'Comprido', 'Muito Comprido'] as const;

// ---- Measure formatting ("metric/imperial" pairs, as the panel stores them) ----

/** "170/5'7\"" */
export function formatHeight(centimetres: number): string {
  const totalInches = Math.round(centimetres / 2.54);
  return `${centimetres}/${Math.floor(totalInches / 12)}'${totalInches % 12}"`;
}

/** "86/34" */
export function formatCentimetres(centimetres: number): string {
  return `${centimetres}/${Math.round(centimetres / 2.54)}`;
}

/** "60/132" */
export function formatKilograms(kilograms: number): string {
  return `${kilograms}/${Math.round(kilograms * 2.20462)}`;
}

/** "39/6": EU size / UK size (kids' sizes their own scale). */
export function formatShoeSize(euSize: number): string {
  const ukSize = euSize >= 34 ? euSize - 33 : euSize - 17.5;
  return `${euSize}/${ukSize}`;
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to + 1e-9; value += step) values.push(Math.round(value * 10) / 10);
  return values;
}

/** The body of GET /api/talents/attributes. */
export function buildAttributes(): Record<string, LabelledValue[]> {
  const centimetreList = (from: number, to: number): LabelledValue[] =>
    range(from, to, 1).map((cm) => ({ value: formatCentimetres(cm), label: `${cm} cm` }));
  const sizeList = (from: number, to: number): LabelledValue[] =>
    range(from, to, 0.5).map((size) => ({ value: String(size), label: String(size) }));
  return {
    hair: HAIR_COLOURS,
    eyes: EYE_COLOURS,
    skin: SKIN_TONES,
    gender: GENDERS,
    height: range(30, 200, 1).map((cm) => ({ value: formatHeight(cm), label: `${cm} cm` })),
    bust: centimetreList(65, 200),
    waist: centimetreList(20, 200),
    hips: centimetreList(20, 200),
    chest: centimetreList(10, 200),
    weight: range(3, 200, 1).map((kg) => ({ value: formatKilograms(kg), label: `${kg} kg` })),
    jeans: sizeList(34, 60),
    shirt: sizeList(1, 60),
    suit: sizeList(1, 60),
    shoes: sizeList(1, 60),
  };
}
