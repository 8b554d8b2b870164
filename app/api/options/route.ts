// GET /api/options – the panel's option lists (countries, states, cities, languages, ethnicities) for
// the application form
import { createOptionsHandler } from '@/lib/application/options-handler';
import { getOptions } from '@/lib/panel';

export const GET = createOptionsHandler(getOptions);
