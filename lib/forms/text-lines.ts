// Zod-free, so a page's browser code can tidy text as the form routes do without loading zod.

/** What could forge a header or a line, or turn text around, where the panel shows or mails a value. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAK = /\r\n?|[\u2028\u2029]/g;

export type TextLines = 'single' | 'multi';

/** One line: control characters become spaces, runs of spaces one, trimmed. */
export function singleLine(text: string): string {
  return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

export function multiLine(text: string): string {
  return text
    .replace(LINE_BREAK, '\n')
    .split('\n')
    .map((line) => line.replace(CONTROL, ' '))
    .join('\n')
    .trim();
}
