import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '@/lib/api/field-errors';
import { multiLine, singleLine } from '@/lib/forms/text-lines';
import { contactMessageSchema } from '@/features/contact/schema';
import { favoritesRequestFieldsSchema } from '@/features/favorites/request/schema';
import { applicationSchema } from '@/features/application/model/schema';

// What a reader sees is what the agency gets: nothing hidden in a name, a note or a message, no line a
// single-line field did not show.

const HANGUL_FILLER = '\u3164';

describe('singleLine', () => {
  it.each([
    ['zero-width space, non-joiner, joiner, word joiner', 'Ana\u200B \u200CSo\u200Dfia\u2060', 'Ana Sofia'],
    ['direction marks: LRM, RLM, ALM', '\u200EIvo\u200F Pereira\u061C', 'Ivo Pereira'],
    ['direction overrides and isolates', 'Rita\u202E Matos\u202C \u2066x\u2069', 'Rita Matos x'],
    ['byte order mark, soft hyphen, invisible times', '\uFEFFMar\u00ADta\u2062', 'Marta'],
    ['language tags', 'Inês\u{E0001}\u{E0070}\u{E0074}', 'Inês'],
    ['Hangul fillers drawn blank', `Ana${HANGUL_FILLER.repeat(40)}Sofia\u115F\u1160\uFFA0`, 'Ana Sofia'],
    ['the blank Braille pattern', 'Ana\u2800\u2800Sofia', 'Ana Sofia'],
    [
      'line breaks of every kind',
      'Ana\nSofia\r\nGuimarães\rLda\u2028x\u2029y\u0085z',
      'Ana Sofia Guimarães Lda x y z',
    ],
    ['tabs, controls, no-break and wide spaces', 'Ana\t\u0000\u0007\u00A0\u3000Sofia', 'Ana Sofia'],
    [
      'a forged line behind blank letters',
      `Ana\n${HANGUL_FILLER.repeat(40)}- Ivo Pereira: NO, do not book`,
      'Ana - Ivo Pereira: NO, do not book',
    ],
    ['only invisible and blank characters', `\u200B${HANGUL_FILLER}\u2800\u200F`, ''],
  ])('drops or flattens %s', (_case, input, output) => {
    expect(singleLine(input)).toBe(output);
  });

  it.each([
    ['accents and other scripts', 'Inês Conceição 李小龍 محمد'],
    ['emoji joined into one: skin tone, family, flag, heart on fire', 'Perfeita 👩🏽‍🦱 👨‍👩‍👧 🏳️‍🌈 ❤️‍🔥'],
    ['Hangul written with its letters', '김민지'],
    ['markup and formulas, which are the panel’s to escape', '<b>Eve</b> =1+1'],
  ])('keeps %s whole', (_case, text) => {
    expect(singleLine(text)).toBe(text);
  });
});

describe('multiLine', () => {
  it.each([
    ['keeps line breaks, as \\n', 'one\r\ntwo\rthree\u2028four', 'one\ntwo\nthree\nfour'],
    ['drops invisible characters within lines', 'one\u200B\u200F\ntwo\u2060', 'one\ntwo'],
    ['turns blank letters and controls into spaces', `a${HANGUL_FILLER}b\u0000c\u2800d`, 'a b c d'],
    ['keeps a line’s own spaces and emoji', '  two  spaces 👩🏽‍🦱\nnext', 'two  spaces 👩🏽‍🦱\nnext'],
  ])('%s', (_case, input, output) => {
    expect(multiLine(input)).toBe(output);
  });
});

describe('every form’s text fields', () => {
  const invisible = '\u200B\u200C\u200D\u2060\u200F\u061C\u202E';
  const blank = HANGUL_FILLER.repeat(3);

  const contact = contactMessageSchema.shape;
  const booking = favoritesRequestFieldsSchema.shape;

  it.each([
    ['contact name', contact.name, `Rita${invisible} ${blank}Matos`, 'Rita Matos'],
    ['contact message', contact.message, `Hello${invisible}\nThere${blank}!`, 'Hello\nThere   !'],
    ['booking name', booking.name, `Agência${invisible}\nExemplo`, 'Agência Exemplo'],
    ['booking buyouts', booking.buyouts, `Online\u2028${blank}1 year`, 'Online 1 year'],
    ['booking message', booking.message, `Two days${invisible}\r\nLisbon`, 'Two days\nLisbon'],
  ])('%s', (_case, field, input, output) => {
    expect(field.parse(input)).toBe(output);
  });

  it('application: names, handles and free text', () => {
    const shape = applicationSchema.shape;
    expect(shape.realName.parse(`Inês${invisible}\n${blank}Raposo`)).toBe('Inês Raposo');
    expect(shape.nickname.parse(`\u2800${HANGUL_FILLER}`)).toBe('');
    expect(shape.nationality.parse(`Portuguesa\u200E`)).toBe('Portuguesa');
    expect(shape.instagram.parse(`@ines${invisible}raposo`)).toBe('inesraposo');
  });

  it('a required field of nothing visible is empty, so required', () => {
    const parsed = contactMessageSchema.safeParse({ name: blank, email: 'a@b.pt', message: invisible });
    expect(parsed.success ? {} : fieldErrorsFrom(parsed.error)).toEqual({
      name: 'required',
      message: 'required',
    });
  });
});
