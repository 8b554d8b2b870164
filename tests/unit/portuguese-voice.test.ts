import { describe, expect, it } from 'vitest';
import { buildPosts } from '@/local-panel/content/posts';
import { buildWebsiteTexts } from '@/local-panel/content/site';
import { buildMediaPool } from '@/local-panel/media/pool';
import pt from '@/messages/pt.json';

// DESIGN.md ("Language"): the Portuguese site speaks to the visitor as "tu" on every page. These are the
// formal-voice words that once crept in: pronouns anywhere, imperatives where a sentence or clause starts
// ("Tente novamente", "…: envie de novo"), since the same forms are subjunctives after "que".
const FORMAL_PRONOUNS = ['você', 'vocês', 'consigo', 'lhe', 'candidate-se', 'meça-se'];
const FORMAL_IMPERATIVES = [
  'aguarde',
  'envie',
  'tente',
  'indique',
  'preencha',
  'adicione',
  'verifique',
  'deixe',
  'escreva',
  'siga',
  'fale',
  'peça',
  'comece',
  'leia',
  'reúna',
  'partilhe',
  'copie',
  'crie',
  'contacte',
  'guarde',
  'diga',
  'aceite',
  'retire',
  'pergunte',
  'clique',
  'veja',
  'conheça',
  'visite',
  'ligue',
  'leve',
  'vista',
  'chegue',
  'grave',
  'mantenha',
  'atualize',
  'acompanhe',
  'confirme',
  'agradeça',
];
const FORMAL = [
  new RegExp(`(?<!\\p{L})(${FORMAL_PRONOUNS.join('|')})(?!\\p{L})`, 'iu'),
  new RegExp(`(?:^|[.:;!?,(«]\\s*)(${FORMAL_IMPERATIVES.join('|')})(?!\\p{L})`, 'iu'),
];

// English words that once showed in the Portuguese menu, headings, buttons and PDFs. The trade's own words,
// which pt-PT agencies and clients use as they are (book, casting, comp card, compo, snaps, mainboard,
// new faces, scout, buyouts), stay.
const ENGLISH_WORDS = [
  'special',
  'package',
  'composite',
  'kids',
  'beauty',
  'jeans',
  'actors',
  'print',
  'download',
];
const ENGLISH = new RegExp(`(?<!\\p{L})(${ENGLISH_WORDS.join('|')})(?!\\p{L})`, 'iu');

function leaves(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [];
}

function formalIn(texts: [string, string][]): [string, string][] {
  // Each HTML block starts a sentence.
  return texts.filter(([, text]) => FORMAL.some((pattern) => pattern.test(text.replace(/<[^>]*>/g, '. '))));
}

describe('Portuguese voice', () => {
  it('every interface message speaks as "tu"', () => {
    expect(formalIn(leaves(pt, ''))).toEqual([]);
    expect(pt.About.apply).toBe('Candidata-te');
    expect(pt.About.contact).toBe('Fala connosco');
  });

  it('every interface message and PDF text is in Portuguese words', () => {
    expect(leaves(pt, '').filter(([, text]) => ENGLISH.test(text))).toEqual([]);
    expect(pt.Menu.special).toBe('Especial');
    expect(pt.Metadata.special).toBe('Especial');
    expect(pt.Favorites.downloadPackage).toBe('Descarregar dossiê (PDF)');
    expect(pt.Profile.compositeDownload.print).toBe('Imprimir compósito');
  });

  it('the demo panel’s posts and website texts speak as "tu"', () => {
    const posts = buildPosts(buildMediaPool(0.1), 'http://panel.test');
    const postTexts = posts.flatMap((post): [string, string][] =>
      [post.title, post.description, post.content].map((text) => [post.slug, text]),
    );
    const websiteTexts = buildWebsiteTexts().map(({ name, text }): [string, string] => [name, text.pt]);
    expect(formalIn([...postTexts, ...websiteTexts])).toEqual([]);
    expect(posts.map((post) => post.slug)).toContain('o-teu-primeiro-casting');
  });
});
