const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const MAX_CODE_POINT = 0x10ffff;
const NON_TEXT_ELEMENT = /<\s*(script|style|noscript|textarea|option)\b[^>]*>[\s\S]*?<\/\s*\1\s*>/gi;

/** Unknown names and code points stay as written. */
function decodeEntity(entity: string, name: string): string {
  if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
  const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : Number(name.slice(1));
  return code <= MAX_CODE_POINT ? String.fromCodePoint(code) : entity;
}

/** Paragraphs of text; a line break inside a paragraph stays a `\n`. */
export function htmlParagraphs(html: string): string[] {
  return html
    .replace(NON_TEXT_ELEMENT, '')
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, decodeEntity)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean);
}

/** Lines and paragraphs joined by ", " (e.g. an address for a map search). */
export function htmlToPlainText(html: string): string {
  return htmlParagraphs(html)
    .flatMap((paragraph) => paragraph.split('\n'))
    .join(', ')
    .replace(/\s+/g, ' ')
    .replace(/(?:\s*,\s*)+/g, ', ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}
