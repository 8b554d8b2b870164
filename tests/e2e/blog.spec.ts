import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

// The blog (issue 8): the news list with "load more", posts in each language with their own slugs, the
// sanitized content and the post's 404.

const posts = (page: Page) => page.locator('main ol > li');

test.describe('news list', () => {
  for (const [locale, loadMore, date] of [
    ['en', 'Load more', /^\d{1,2} [A-Z][a-z]+ \d{4}$/],
    ['pt', 'Carregar mais', /^\d{1,2} de [a-zç]+ de \d{4}$/],
  ] as const) {
    test(`${locale}: the first 10 posts, then 6 more on "${loadMore}"`, async ({ page }) => {
      await page.goto(`/${locale}/news`);
      await expect(posts(page)).toHaveCount(10);
      await expect(posts(page).first().locator('time')).toHaveText(date);
      await expect(posts(page).first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

      const total = await page.request
        .get(`/api/posts?page=2&locale=${locale}`)
        .then(async (response) => 10 + ((await response.json()) as { posts: unknown[] }).posts.length);
      await page.getByRole('button', { name: loadMore }).click();
      await expect(posts(page)).toHaveCount(Math.min(total, 16));
      // Keyboard users carry on reading at the first new post.
      await expect(posts(page).nth(10).getByRole('link')).toBeFocused();
      if (total < 16) await expect(page.getByRole('button', { name: loadMore })).toHaveCount(0);
    });
  }

  test('the load-more route pages by 6 and refuses a bad query', async ({ request }) => {
    const response = await request.get('/api/posts?page=2&locale=pt');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      posts: { slug: string; date: { label: string } }[];
      hasMore: boolean;
    };
    expect(body.posts.length).toBeGreaterThan(0);
    expect(body.posts.length).toBeLessThanOrEqual(6);
    expect(body.posts[0]?.date.label).toMatch(/ de /);
    for (const query of ['page=0&locale=en', 'page=2&locale=es', 'page=two&locale=en', 'locale=en']) {
      expect((await request.get(`/api/posts?${query}`)).status()).toBe(400);
    }
  });
});

test.describe('a post', () => {
  test('title, description, slides and content sanitized on the server', async ({ page, request }) => {
    const html = await (await request.get('/en/blog/a-guide-to-measurements')).text();
    expect(html).not.toContain('alert(1)');

    await page.goto('/en/blog/a-guide-to-measurements');
    const article = page.locator('main article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('A guide to measurements');
    await expect(article.getByText('Height, bust, waist and hips')).toBeVisible();
    await expect(article.getByRole('region', { name: /^Photographs: / })).toBeVisible();
    await expect(article.locator('script')).toHaveCount(0);
    expect(
      await article.evaluate((element) =>
        [...element.querySelectorAll('*')].some((node) =>
          [...node.attributes].some((a) => a.name.startsWith('on')),
        ),
      ),
    ).toBe(false);
    // Images in the content take the column's full width.
    const content = article.locator('img[src*="/storage/"]').last();
    const [imageWidth, columnWidth] = await content.evaluate((image) => [
      image.getBoundingClientRect().width,
      image.parentElement!.getBoundingClientRect().width,
    ]);
    expect(imageWidth).toBeCloseTo(columnWidth, 0);
  });

  test('each language has its own slug; the other language’s slug redirects permanently', async ({
    request,
  }) => {
    for (const [from, to] of [
      ['/en/blog/o-nosso-casting-em-lisboa', '/en/blog/our-casting-in-lisbon'],
      ['/pt/blog/our-casting-in-lisbon', '/pt/blog/o-nosso-casting-em-lisboa'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      // Next 16 repeats the Location header of a cached (ISR) redirect; every copy must be the translation.
      for (const target of (response.headers()['location'] ?? '').split(', ')) {
        expect(new URL(target, 'http://x').pathname).toBe(to);
      }
    }
  });

  test('hreflang alternates point at each translation, and the language switch follows them', async ({
    page,
  }) => {
    await page.goto('/en/blog/our-casting-in-lisbon');
    await expect(page.locator('link[rel="alternate"][hreflang="pt"]')).toHaveAttribute(
      'href',
      /\/pt\/blog\/o-nosso-casting-em-lisboa$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/blog\/our-casting-in-lisbon$/,
    );

    await page.locator('body > footer').getByRole('link', { name: 'português' }).click();
    await expect(page).toHaveURL(/\/pt\/blog\/o-nosso-casting-em-lisboa$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('O nosso casting em Lisboa');
    await page.locator('body > footer').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/blog\/our-casting-in-lisbon$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our casting in Lisbon');
  });

  for (const locale of ['en', 'pt'] as const) {
    const texts = (locale === 'en' ? en : pt).Blog;
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      test(`${locale} at ${viewport.width}: a post ends with the posts before and after it and the way back`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        // The news list is newest first: its second post sits between the first (newer) and the third.
        await page.goto(`/${locale}/news`);
        const titles = await posts(page).locator('h2').allInnerTexts();
        await posts(page).nth(1).getByRole('link').first().click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[1]!);

        const more = page.getByRole('navigation', { name: texts.morePosts });
        const previous = more.getByRole('link', { name: `${texts.previousPost} ${titles[2]}` });
        const next = more.getByRole('link', { name: `${texts.nextPost} ${titles[0]}` });
        await expect(previous).toBeVisible();
        await expect(next).toBeVisible();
        await next.click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]!);
        await page.locator('main article > footer').getByRole('link', { name: texts.allNews }).click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/news$`));
      });
    }

    test(`/${locale}/blog leads permanently to the news list`, async ({ request }) => {
      const response = await request.get(`/${locale}/blog`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(`/${locale}/news`);
      expect((await request.get(`/${locale}/blog`)).status()).toBe(200);
    });
  }

  for (const [locale, message] of [
    ['en', 'Unable to fetch Website Information'],
    ['pt', 'Não foi possível obter a informação do site'],
  ] as const) {
    test(`an unknown post is a 404 with "${message}"`, async ({ page }) => {
      const response = await page.goto(`/${locale}/blog/no-such-post-here`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message);
    });
  }
});
