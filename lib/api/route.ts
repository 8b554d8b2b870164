import 'server-only';
import { getTranslations } from 'next-intl/server';
import * as z from '@/lib/zod-mini';
import { fieldErrorsFrom } from './field-errors';
import { refuseOtherSites } from './post-guard';
import type { Locale } from '@/lib/i18n/locales';
import { isPanelError } from '@/lib/panel/errors';
import { ApiError, type ApiErrorBody, type ApiErrorCode } from './errors';
import { requestLocale } from './locale';
import { CACHE_CONTROL } from '@/lib/http/cache-control';

export type RouteInput<Q, P> = {
  name: string;
  query: Q;
  params: P;
  /** Once the route has read the body (see requestLocale). */
  nameLocale: (value: unknown) => void;
};

export type RouteRun<Q = undefined, P = undefined> = (
  request: Request,
  input: RouteInput<Q, P>,
) => Promise<Response>;

type RouteSpec<Q, P> = {
  name: string;
  /** Taken only from this site's own pages. */
  form?: 'json' | 'multipart';
  query?: z.core.$ZodType<Q>;
  params?: z.core.$ZodType<P>;
  /** The code of a panel 404; without it, a panel failure. */
  panelNotFound?: ApiErrorCode;
  run: RouteRun<Q, P>;
};

function parsed<T>(schema: z.core.$ZodType<T> | undefined, value: unknown, code: ApiErrorCode): T {
  if (!schema) return undefined as T;
  const result = z.safeParse(schema, value);
  if (!result.success) throw new ApiError(code, {}, { cause: result.error });
  return result.data;
}

/** A 422 naming each refused field. */
export function checkedFields<T>(schema: z.core.$ZodType<T>, value: unknown): T {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new ApiError('invalid_fields', { errors: fieldErrorsFrom(result.error) });
  return result.data;
}

function apiErrorOf(
  error: unknown,
  { name, panelNotFound }: Pick<RouteSpec<unknown, unknown>, 'name' | 'panelNotFound'>,
): ApiError | null {
  if (error instanceof ApiError) return error;
  if (!isPanelError(error)) return null;
  if (error.code === 'not_found' && panelNotFound) return new ApiError(panelNotFound, {}, { cause: error });
  console.error(`[${name}] ${error.message}`);
  return new ApiError('panel_unavailable', {}, { cause: error });
}

async function errorResponse(error: ApiError, locale: Locale): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'Api.errors' });
  const body: ApiErrorBody = { error: error.code, message: t(error.code) };
  const headers: Record<string, string> = { 'Cache-Control': CACHE_CONTROL.noStore };
  if (error.errors) body.errors = error.errors;
  if (error.retryAfterSeconds !== undefined) {
    body.retryAfterSeconds = error.retryAfterSeconds;
    headers['Retry-After'] = String(error.retryAfterSeconds);
  }
  return Response.json(body, { status: error.status, headers });
}

/** An ApiError or a panel failure answers in the request's language; anything else is a bug: a 500. */
export function apiRoute<Q = undefined, P = undefined>(
  spec: RouteSpec<Q, P>,
): (request: Request, context?: { params: Promise<unknown> }) => Promise<Response> {
  return async (request, context) => {
    let namedLocale: unknown;
    try {
      if (spec.form) refuseOtherSites(request, spec.form);
      const query = parsed(
        spec.query,
        Object.fromEntries(new URL(request.url).searchParams),
        'invalid_query',
      );
      const params = parsed(spec.params, await context?.params, 'invalid_id');
      return await spec.run(request, {
        name: spec.name,
        query,
        params,
        nameLocale: (value) => {
          namedLocale = value;
        },
      });
    } catch (error) {
      const failure = apiErrorOf(error, spec);
      if (!failure) throw error;
      return errorResponse(failure, requestLocale(request, namedLocale));
    }
  };
}
