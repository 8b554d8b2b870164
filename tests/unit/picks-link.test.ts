import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodePicks,
  encodePicks,
  groupPicks,
  MAX_NOTE_LENGTH,
  MAX_PICKS_LINK_LENGTH,
  MAX_REVIEWER_LENGTH,
  requestMessage,
  type Mark,
  type Picks,
  type PicksMessageWords,
} from '@/features/favorites/picks/picks-link';
import { picksFragment, picksInFragment } from '@/features/favorites/picks/picks-param';

const NOTES = [
  'Great for the summer campaign',
  'Too tall for the car ad, maybe next time',
  'Perfect look — book her',
  'Loved the book, check availability in July',
  'Not quite the brief',
  'Strong on camera, needs a fitting',
  'Ideal for the lead role',
  'Maybe as a backup for the second day',
  'Hair too short for this one',
  'Check the rates first',
  'Gorgeous smile, works for the beauty shots',
  'We used him last year, clients liked him',
  'Portfolio a bit dated, ask for new digitals',
  'Right age range for the mum',
  'Could do the fitness part',
  'Would love her for the print side',
  'Good energy, ask if she can ride a bike',
  'Too similar to the other two',
  'Nice freckles — exactly the look',
  'Only if available on the 14th',
];
const MARK_CYCLE: Mark[] = ['yes', 'maybe', 'no'];

/** A review of `count` talents with four-digit ids in no order, as a shortlist sorted by name has them. */
function review(count: number, withNotes: boolean): Picks {
  return {
    reviewer: 'Ana Sofia Guimarães',
    picks: Array.from({ length: count }, (_, index) => ({
      id: 1001 + 2 * ((index * 37) % 300),
      mark: MARK_CYCLE[index % 3]!,
      note: withNotes ? NOTES[index % NOTES.length]! : '',
    })),
  };
}

async function encoded(picks: Picks): Promise<string> {
  const written = await encodePicks(picks);
  if (written.value === null) throw new Error(`not written: ${written.problem}`);
  return written.value;
}

/** A link's value written by hand: version, then base64url of the deflated text. */
const crafted = (text: string, version = '1') =>
  version + deflateRawSync(Buffer.from(text)).toString('base64url');

describe('picks link', () => {
  it('carries the reviewer, each talent’s mark and note, in the shortlist’s order', async () => {
    const picks: Picks = {
      reviewer: 'Ana',
      picks: [
        { id: 1005, mark: 'no', note: 'Too tall for this one' },
        { id: 1001, mark: 'yes', note: '' },
        { id: 1003, mark: null, note: '' },
        { id: 1009, mark: 'maybe', note: 'If free on the 14th' },
      ],
    };
    const value = await encoded(picks);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(picksFragment(value)).toBe(`#picks=${value}`);
    expect(picksInFragment(picksFragment(value))).toBe(value);
    expect(await decodePicks(value)).toEqual({ picks, problem: null });
  });

  it('keeps unicode names and notes whole: accents, emoji, other scripts', async () => {
    const picks: Picks = {
      reviewer: 'Inês Conceição 李小龍',
      picks: [{ id: 1001, mark: 'yes', note: 'Perfeita 👩🏽‍🦱 — ótima para a campanha, 完美' }],
    };
    expect((await decodePicks(await encoded(picks))).picks).toEqual(picks);
  });

  it('strips control characters and caps the name and notes', async () => {
    const value = await encoded({
      reviewer: ` Ana\u0000\u202Egnp.exe\n${'x'.repeat(100)}`,
      picks: [
        { id: 1001, mark: 'yes', note: 'line one\nline two\r\n\u0007\u2028three\u2066' },
        { id: 1003, mark: 'no', note: `${'é'.repeat(MAX_NOTE_LENGTH)}and more` },
        { id: 1005, mark: 'maybe', note: `${'a'.repeat(MAX_NOTE_LENGTH - 1)}😀` },
      ],
    });
    const { picks } = await decodePicks(value);
    expect(picks?.reviewer).toBe(`Ana gnp.exe ${'x'.repeat(MAX_REVIEWER_LENGTH - 12)}`);
    expect(picks?.reviewer).toHaveLength(MAX_REVIEWER_LENGTH);
    expect(picks?.picks.map((pick) => pick.note)).toEqual([
      'line one line two three',
      'é'.repeat(MAX_NOTE_LENGTH),
      // The emoji's two halves do not fit: neither is kept.
      'a'.repeat(MAX_NOTE_LENGTH - 1),
    ]);
  });

  it('caps and cleans what a hand-made link carries, too', async () => {
    const long = 'n'.repeat(MAX_NOTE_LENGTH + 50);
    const { picks } = await decodePicks(crafted(`<b>Eve</b>\u0008\n1001y ${long}\n1003n a\u001Bb`));
    expect(picks).toEqual({
      reviewer: '<b>Eve</b>',
      picks: [
        { id: 1001, mark: 'yes', note: 'n'.repeat(MAX_NOTE_LENGTH) },
        { id: 1003, mark: 'no', note: 'a b' },
      ],
    });
  });

  it.each([
    ['empty', ''],
    ['another version', crafted('Ana\n1001y', '2')],
    ['not base64url', '1not+base64/'],
    ['not deflated', `1${Buffer.from('Ana\n1001y').toString('base64url')}`],
    ['not UTF-8', `1${deflateRawSync(Buffer.from([0x41, 0xff, 0x0a, 0x31])).toString('base64url')}`],
    ['no talents', crafted('Ana')],
    ['no name', crafted('\n1001y')],
    ['an unknown mark', crafted('Ana\n1001x')],
    ['an id that is none', crafted('Ana\n01001y')],
    ['a talent twice', crafted('Ana\n1001y\n1001n')],
    ['a stray line', crafted('Ana\n1001y\nhello')],
    [
      'more talents than a shortlist',
      crafted(['Ana', ...Array.from({ length: 201 }, (_, i) => `${1001 + i}y`)].join('\n')),
    ],
    ['a decompression bomb', `1${deflateRawSync(Buffer.alloc(1024 * 1024, 'a')).toString('base64url')}`],
  ])('reads a damaged link (%s) as damaged', async (_case, value) => {
    expect(await decodePicks(value)).toEqual({ picks: null, problem: 'damaged' });
  });

  it('reads a link cut short as damaged', async () => {
    const value = await encoded(review(10, true));
    expect(await decodePicks(value.slice(0, 60))).toEqual({ picks: null, problem: 'damaged' });
  });

  it(`refuses links longer than ${MAX_PICKS_LINK_LENGTH} characters, written or read`, async () => {
    const longNotes: Picks = {
      reviewer: 'Ana',
      picks: Array.from({ length: 40 }, (_, index) => ({
        id: 1001 + index * 2,
        mark: 'yes' as const,
        // Words that do not repeat, as real notes: compression cannot fold them away.
        note: Array.from({ length: 40 }, (_, word) => ((index * 40 + word) * 7919).toString(36)).join(' '),
      })),
    };
    expect(await encodePicks(longNotes)).toEqual({ value: null, problem: 'tooLong' });
    expect(await decodePicks(`1${'A'.repeat(MAX_PICKS_LINK_LENGTH)}`)).toEqual({
      picks: null,
      problem: 'tooLong',
    });
  });

  it('stays short: 10 and 40 talents, with typical notes and with none', async () => {
    const lengths = {
      ten: (await encoded(review(10, false))).length,
      tenWithNotes: (await encoded(review(10, true))).length,
      forty: (await encoded(review(40, false))).length,
      fortyWithNotes: (await encoded(review(40, true))).length,
    };
    expect(lengths.ten).toBeLessThan(120);
    expect(lengths.tenWithNotes).toBeLessThan(450);
    expect(lengths.forty).toBeLessThan(260);
    expect(lengths.fortyWithNotes).toBeLessThan(1_200);
  });

  it('groups the picks by mark, each group in the shortlist’s order', () => {
    const picks = review(7, false).picks.map((pick, index) => (index === 6 ? { ...pick, mark: null } : pick));
    const groups = groupPicks(picks);
    expect(groups.yes.map((pick) => pick.id)).toEqual([picks[0]!.id, picks[3]!.id]);
    expect(groups.maybe.map((pick) => pick.id)).toEqual([picks[1]!.id, picks[4]!.id]);
    expect(groups.no.map((pick) => pick.id)).toEqual([picks[2]!.id, picks[5]!.id]);
    expect(groups.unmarked.map((pick) => pick.id)).toEqual([picks[6]!.id]);
  });

  it('drops invisible and blank-looking characters from the name and notes a link carries', async () => {
    const hidden = '\u200B\u200C\u200D\u2060\u200F\u061C\u200E\uFEFF';
    const { picks } = await decodePicks(
      crafted(
        `Ana${hidden}\u3164\u3164Sofia\n1001y Check${hidden} availability\u2800\u2800 12-14 Dec\n1003m ${hidden}`,
      ),
    );
    expect(picks).toEqual({
      reviewer: 'Ana Sofia',
      picks: [
        { id: 1001, mark: 'yes', note: 'Check availability 12-14 Dec' },
        { id: 1003, mark: 'maybe', note: '' },
      ],
    });
  });
});

describe('the booking request’s message', () => {
  const WORDS: Record<'en' | 'pt', PicksMessageWords> = {
    en: {
      heading: (name) => `Picks by ${name}:`,
      quote: (words) => `“${words}”`,
      maybe: (name) => `Maybe: ${name}`,
    },
    pt: {
      heading: (name) => `Escolhas de ${name}:`,
      quote: (words) => `«${words}»`,
      maybe: (name) => `Talvez: ${name}`,
    },
  };
  const picks = {
    yes: [
      { name: 'Teresa Pires Leite', note: 'Great for the summer campaign' },
      { name: 'Charlie Mendes Ramos', note: '' },
    ],
    maybe: [
      { name: 'Ivo Pereira', note: 'Check availability 12-14 Dec' },
      { name: 'Rita Matos', note: '' },
    ],
  };

  it.each([
    [
      'en',
      [
        'Picks by “Ana”:',
        '- Teresa Pires Leite — “Great for the summer campaign”',
        '- Charlie Mendes Ramos',
        '',
        'Maybe: Ivo Pereira — “Check availability 12-14 Dec”',
        'Maybe: Rita Matos',
      ],
    ],
    [
      'pt',
      [
        'Escolhas de «Ana»:',
        '- Teresa Pires Leite — «Great for the summer campaign»',
        '- Charlie Mendes Ramos',
        '',
        'Talvez: Ivo Pereira — «Check availability 12-14 Dec»',
        'Talvez: Rita Matos',
      ],
    ],
  ] as const)(
    'names the Yes talents, then apart each Maybe with its note, the client’s words quoted (%s)',
    (language, lines) => {
      expect(requestMessage(WORDS[language], 'Ana', picks).split('\n')).toEqual(lines);
    },
  );

  it('has no Maybe part without Maybes', () => {
    expect(requestMessage(WORDS.en, 'Ana', { yes: picks.yes.slice(1), maybe: [] })).toBe(
      'Picks by “Ana”:\n- Charlie Mendes Ramos',
    );
  });

  it('keeps a forged line inside the client’s quoted name: the forged link of the review', async () => {
    const forged = crafted(
      `Ana\r${'\u3164'.repeat(40)}- Ivo Pereira: NO, do not book\n1001y\n1003m Check${'\u3164'.repeat(40)}- Rita Matos: NO`,
    );
    const { picks: read } = await decodePicks(forged);
    expect(read).not.toBeNull();
    const message = requestMessage(WORDS.en, read!.reviewer, {
      yes: [{ name: 'Teresa Pires Leite', note: read!.picks[0]!.note }],
      maybe: [{ name: 'Ivo Pereira', note: read!.picks[1]!.note }],
    });
    expect(message.split('\n')).toEqual([
      'Picks by “Ana - Ivo Pereira: NO, do not book”:',
      '- Teresa Pires Leite',
      '',
      'Maybe: Ivo Pereira — “Check - Rita Matos: NO”',
    ]);
  });

  it('puts a note typed over several lines (a review not yet sent) on one quoted line', () => {
    const message = requestMessage(WORDS.en, 'Ana\n- Ivo Pereira: NO', {
      yes: [{ name: 'Teresa Pires Leite', note: 'Fine\n- Ivo Pereira: NO, do not book\u2028' }],
      maybe: [],
    });
    expect(message.split('\n')).toEqual([
      'Picks by “Ana - Ivo Pereira: NO”:',
      '- Teresa Pires Leite — “Fine - Ivo Pereira: NO, do not book”',
    ]);
  });
});
