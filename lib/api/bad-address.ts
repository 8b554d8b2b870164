import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { API_ERROR_STATUS, type ApiErrorBody } from './errors';
import { CACHE_CONTROL } from '@/lib/http/cache-control';

/** An `/api` address no URL decoder accepts (lib/i18n/bad-address-page.ts answers pages). */
export async function badApiAddressResponse(locale: Locale): Promise<Response> {
  const message = (await loadMessages(locale)).Api.errors.invalid_request;
  const body: ApiErrorBody = { error: 'invalid_request', message };
  return Response.json(body, {
    status: API_ERROR_STATUS.invalid_request,
    headers: { 'cache-control': CACHE_CONTROL.noStore },
  });
}
