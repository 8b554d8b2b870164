// GET /api/options – the panel's option lists (countries, cities, languages…) for the application form.
import { apiRoute } from '@/lib/api/route';
import { optionListsFrom, optionsQuery } from '@/features/application/server/options-route';
import { getOptions } from '@/lib/panel';

export const GET = apiRoute({ name: 'options', query: optionsQuery, run: optionListsFrom(getOptions) });
