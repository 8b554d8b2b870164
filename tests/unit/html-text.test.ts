import { describe, expect, it } from 'vitest';
import { htmlParagraphs, htmlToPlainText } from '@/lib/html-text';

describe('htmlParagraphs', () => {
  it('reduces rich text to paragraphs, markup never passing through', () => {
    expect(
      htmlParagraphs('<p>Rock &amp; roll<br>line two</p><script>x()</script><p>&lt;b&gt; &#233;&#x21;</p>'),
    ).toEqual(['Rock & roll\nline two', '<b> é!']);
  });

  it.each([
    ['<style>', '<style>p{display:none}</style><p>x</p>', ['x']],
    ['block ends', '<div>one</div><ul><li>two</li></ul><h2>three</h2>', ['one', 'two', 'three']],
    ['unknown entities', '<p>&bogus; &#99999999;</p>', ['&bogus; &#99999999;']],
    ['empty text', '<p> </p><br>', []],
  ])('%s', (_name, html, paragraphs) => {
    expect(htmlParagraphs(html)).toEqual(paragraphs);
  });
});

describe('htmlToPlainText', () => {
  it('turns an address into one line for a map search', () => {
    expect(htmlToPlainText('Rua da Escola Politécnica 56, 2.º<br>1250-102 Lisboa, Portugal')).toBe(
      'Rua da Escola Politécnica 56, 2.º, 1250-102 Lisboa, Portugal',
    );
    expect(htmlToPlainText('<p>Rua A &amp; B,</p>\n<p>Lisboa</p>')).toBe('Rua A & B, Lisboa');
    expect(htmlToPlainText('<script>alert(1)</script>')).toBe('');
  });
});
