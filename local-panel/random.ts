// Seeded randomness: the demo catalogue must be identical on every start and every machine.

/** 32-bit FNV-1a hash of a string, used to derive independent seeds from names. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Small, fast PRNG (mulberry32) with helpers for picking demo content. */
export class Random {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  }

  /** Float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let value = this.state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Random.pick on an empty list');
    return item;
  }

  /** Picks by weight; `weights` pairs each item with a positive weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let threshold = this.next() * total;
    for (const [item, weight] of entries) {
      threshold -= weight;
      if (threshold < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (last === undefined) throw new Error('Random.weighted on an empty list');
    return last[0];
  }

  /** `count` distinct items (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const result: T[] = [];
    while (result.length < count && copy.length > 0) {
      const index = Math.floor(this.next() * copy.length);
      const [item] = copy.splice(index, 1);
      if (item !== undefined) result.push(item);
    }
    return result;
  }

  /** Text of `length` characters drawn from `alphabet`. */
  characters(alphabet: string, length: number): string {
    let text = '';
    for (let index = 0; index < length; index += 1) {
      text += alphabet.charAt(Math.floor(this.next() * alphabet.length));
    }
    return text;
  }
}

/** Lowercase ASCII slug: "Conceição Raposo" -> "conceicao-raposo". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
