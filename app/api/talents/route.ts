// GET /api/talents?category=models&locale=en&sub=new_faces&gender=woman&q=joao&offset=20
// The talent list's infinite scroll: 20 cards at a time, filters and search applied on the server, so
// the browser never downloads the catalogue.
import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { z } from '@/lib/zod';
import {
  categories,
  defaultLocale,
  isCategory,
  isLocale,
  type Category,
  type Locale,
} from '@/lib/i18n/routes';
import { isPanelError } from '@/lib/panel';
import { getCataloguePage } from '@/lib/talents/catalogue';
import { filterFromSearchParams } from '@/lib/talents/filters';

const MAX_SEARCH_LENGTH = 100;

const querySchema = z.object({
  category: z.custom<Category>(isCategory),
  locale: z.custom<Locale>(isLocale),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  q: z.string().max(MAX_SEARCH_LENGTH).optional(),
});

/** A refusal in the visitor's language (the page's, when the query names a valid one). */
async function failure(
  params: URLSearchParams,
  error: 'invalid_query' | 'panel_unavailable',
  status: number,
) {
  const locale = params.get('locale');
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : defaultLocale,
    namespace: 'Catalogue',
  });
  const message = t(error === 'invalid_query' ? 'invalidQuery' : 'unavailable');
  return NextResponse.json({ error, message }, { status });
}

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const parsed = querySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return failure(params, 'invalid_query', 400);
  const { category, locale: pageLocale, offset } = parsed.data;

  try {
    const page = await getCataloguePage(
      category,
      pageLocale,
      filterFromSearchParams(params, categories[category].id),
      offset,
    );
    return NextResponse.json(page, {
      headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
    });
  } catch (error) {
    if (!isPanelError(error)) throw error;
    console.error(`[talents] ${error.message}`);
    return failure(params, 'panel_unavailable', 503);
  }
}
