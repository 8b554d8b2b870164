import 'server-only';
import type { RequestStartStep } from '@/lib/server/request-start';
import { parseTrustedProxies, resolveClientAddress } from './client-address';

/**
 * Rewrites every incoming request's X-Forwarded-For to the one address resolveClientAddress finds, before
 * Next sees the request (installed by instrumentation.ts). Next only fills that header when it is absent,
 * so without this a client reaching Node directly would choose its own address for the forms' rate
 * limits. X-Real-IP, which nothing here sets, is dropped for the same reason.
 */
export function clientAddressStep(setting = process.env.TRUSTED_PROXIES): RequestStartStep {
  const trusted = parseTrustedProxies(setting);
  return ({ request, socket }) => {
    request.headers['x-forwarded-for'] = resolveClientAddress(
      socket.remoteAddress,
      request.headers['x-forwarded-for'],
      trusted,
    );
    delete request.headers['x-real-ip'];
  };
}
