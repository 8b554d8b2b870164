// The default privacy policy (public/privacy-policy.pdf, written by scripts/make-privacy-policy.py):
// its Portuguese keeps its accents.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const pdf = readFileSync(path.join(process.cwd(), 'public', 'privacy-policy.pdf'));

describe('the privacy policy PDF', () => {
  it('declares the encoding its text is written in, for every font', () => {
    const fonts = pdf.toString('latin1').match(/<< \/Type \/Font [^>]*>>/g) ?? [];
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toContain('/Encoding /WinAnsiEncoding');
  });

  it('writes Portuguese with its accents', () => {
    const text = new TextDecoder('windows-1252').decode(pdf);
    for (const word of ['Política de privacidade', 'agência', 'orçamento', 'são tratados', 'página']) {
      expect(text).toContain(word);
    }
  });
});
