// GET /api/options – the panel's option lists (countries, states, cities, languages, ethnicities) for
// the application form
import { apiRoute } from '@/lib/api/route';
import { optionListsFrom, optionsQuery } from '@/features/application/options-handler';
import { getOptions } from '@/lib/panel';

export const GET = apiRoute({ name: 'options', query: optionsQuery, run: optionListsFrom(getOptions) });
