import 'server-only';
import type { RequestStartStep } from '@/lib/server/request-start';
import { parseTrustedProxies, resolveClientAddress } from './client-address';

// Next only fills X-Forwarded-For when absent, so a client reaching Node directly would choose its own
// address for the rate limits. X-Real-IP is dropped for the same reason.
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
