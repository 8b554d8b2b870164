import { expect, test } from '@playwright/test';

// The contact page (issue 8): the office card (its map, behind "Show map": contact-map.spec.ts), general
// email and phone, the team, the networks that exist and the message form.

const CONTACT = {
  en: {
    path: '/en/contact',
    office: 'Office',
    address: /1250-102 Lisbon, Portugal/,
    openInMaps: 'Open in Google Maps (opens in a new tab)',
    team: 'Our team',
    social: 'Follow us',
    general: 'General contact',
    message: 'Send us a message',
  },
  pt: {
    path: '/pt/contato',
    office: 'Escritório',
    address: /1250-102 Lisboa, Portugal/,
    openInMaps: 'Abrir no Google Maps (abre num novo separador)',
    team: 'A nossa equipa',
    social: 'Segue-nos',
    general: 'Contacto geral',
    message: 'Envia-nos uma mensagem',
  },
} as const;

for (const locale of ['en', 'pt'] as const) {
  const t = CONTACT[locale];

  test.describe(`contact (${locale})`, () => {
    test('the address card with a link to Google Maps, no map until asked for', async ({ page }) => {
      const mapsRequests: string[] = [];
      page.on('request', (request) => {
        if (/maps\.googleapis|maps\.google/.test(request.url())) mapsRequests.push(request.url());
      });
      await page.goto(t.path);
      const office = page.getByRole('region', { name: t.office });
      await expect(office.locator('address')).toContainText(t.address);
      const link = office.getByRole('link', { name: t.openInMaps });
      await expect(link).toHaveAttribute('target', '_blank');
      const href = new URL((await link.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe('https://www.google.com/maps/search/');
      expect(href.searchParams.get('api')).toBe('1');
      expect(href.searchParams.get('query')).toMatch(
        /^Rua da Escola Politécnica 56, .*, 1250-102 Lisbo[an], Portugal$/,
      );
      await expect(page.locator('iframe, .gm-style')).toHaveCount(0);
      expect(mapsRequests).toEqual([]);
    });

    test('general email and phone, and the team with mailto links', async ({ page }) => {
      await page.goto(t.path);
      const general = page.getByRole('region', { name: t.general });
      await expect(general.getByRole('link', { name: 'info@agencia.example' })).toHaveAttribute(
        'href',
        'mailto:info@agencia.example',
      );
      await expect(general.getByRole('link', { name: '+351 210 000 000' })).toHaveAttribute(
        'href',
        'tel:+351210000000',
      );

      const team = page.getByRole('region', { name: t.team });
      await expect(team.getByRole('listitem')).toHaveCount(6);
      await expect(team.getByText('Helena Vasconcelos')).toBeVisible();
      await expect(team.getByText('Director', { exact: true })).toBeVisible();
      await expect(team.getByRole('link', { name: 'helena@agencia.example' })).toHaveAttribute(
        'href',
        'mailto:helena@agencia.example',
      );
    });

    test('only the networks the agency has', async ({ page }) => {
      await page.goto(t.path);
      const social = page.getByRole('region', { name: t.social });
      const names = await social.locator('a > span:not(.visually-hidden)').allInnerTexts();
      expect(names).toEqual(['Facebook', 'Instagram', 'YouTube', 'TikTok', 'LinkedIn', 'models.com']);
      // The local panel deliberately has no Spotify.
      await expect(social.getByRole('link', { name: /Spotify/ })).toHaveCount(0);
      for (const link of await social.getByRole('link').all()) {
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    test('the message form sits on the page', async ({ page }) => {
      await page.goto(t.path);
      await expect(page.getByRole('region', { name: t.message }).locator('form')).toBeVisible();
    });
  });
}
