// Zod-free, so a page's browser code can tidy text as the form routes do without loading zod.

/** What could forge a header or a line where the panel shows or mails a value. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
const LINE_BREAK = /\r\n?|[\u2028\u2029]/g;
/** The joiner inside an emoji sequence (👩🏽‍🦱 is three joined): it shows as one emoji, so it stays. */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}\p{Emoji_Modifier}?\uFE0F?)\u200D(?=\p{Extended_Pictographic})/u;
/** Format characters (zero-width, direction overrides, soft hyphens): text cannot hide or reverse words. */
const INVISIBLE = new RegExp(`(?!${EMOJI_JOINER.source})\\p{Cf}`, 'gu');
/** Letters and symbols drawn as blank space (Hangul fillers, the blank Braille pattern): spaces, as they look. */
const BLANK_LOOKING = /[\u115F\u1160\u2800\u3164\uFFA0]/g;

export type TextLines = 'single' | 'multi';

function visible(text: string): string {
  return text.replace(INVISIBLE, '').replace(BLANK_LOOKING, ' ').replace(CONTROL, ' ');
}

/** One line: line breaks are spaces too, runs of spaces one, trimmed. */
export function singleLine(text: string): string {
  return visible(text).replace(/\s+/g, ' ').trim();
}

/** The text's own lines (any line break read as `\n`), each cleaned as `visible` does, trimmed as a whole. */
export function multiLine(text: string): string {
  return text.replace(LINE_BREAK, '\n').split('\n').map(visible).join('\n').trim();
}
