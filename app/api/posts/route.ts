// GET /api/posts?page=2&locale=en – the news list's "load more": the next 6 posts in the visitor's language
// (page 1 is the first 10, which the news page renders itself).
import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { z } from '@/lib/zod';
import { getNewsStep } from '@/lib/blog/posts';
import { MAX_NEWS_PAGE } from '@/lib/blog/paging';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/routes';
import { isPanelError } from '@/lib/panel';

const querySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_NEWS_PAGE),
  locale: z.custom<Locale>(isLocale),
});

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale = params.get('locale');
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: 'Blog' });
  const parsed = querySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    return NextResponse.json({ error: 'invalid_query', message: t('invalidQuery') }, { status: 400 });
  }

  try {
    const step = await getNewsStep(parsed.data.page, parsed.data.locale);
    return NextResponse.json(step, {
      headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
    });
  } catch (error) {
    if (!isPanelError(error)) throw error;
    console.error(`[posts] ${error.message}`);
    return NextResponse.json({ error: 'panel_unavailable', message: t('unavailable') }, { status: 503 });
  }
}
