import { describe, expect, it } from 'vitest';
import { badAddressResponse } from '@/lib/i18n/bad-address-page';
import { site } from '@/lib/site';

describe('the page for an address no decoder accepts', () => {
  it('is a 400 in the visitor language with a link home', async () => {
    const response = await badAddressResponse('pt');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="pt">');
    expect(html).toContain('<h1>Este endereço não é válido.</h1>');
    expect(html).toContain('<a href="/pt">INÍCIO</a>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('escapes the site name in the title', async () => {
    const html = await (await badAddressResponse('en')).text();
    const title = /<title>(.*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).not.toMatch(/[<>"']|&(?!#\d+;)/);
    expect(title.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))).toBe(
      `Invalid address | ${site.name}`,
    );
  });
});
