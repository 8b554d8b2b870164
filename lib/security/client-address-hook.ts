import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { parseTrustedProxies, resolveClientAddress } from './client-address';

type RequestStart = { request: IncomingMessage; socket: Socket };

/**
 * Rewrites every incoming request's X-Forwarded-For to the one address resolveClientAddress finds, before
 * Next sees the request (Node publishes `http.server.request.start` ahead of the server's handler). Next
 * only fills that header when it is absent, so without this a client reaching Node directly would choose
 * its own address for the forms' rate limits. X-Real-IP, which nothing here sets, is dropped for the same
 * reason.
 */
export function installClientAddressHook(setting = process.env.TRUSTED_PROXIES): void {
  const trusted = parseTrustedProxies(setting);
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    request.headers['x-forwarded-for'] = resolveClientAddress(
      socket.remoteAddress,
      request.headers['x-forwarded-for'],
      trusted,
    );
    delete request.headers['x-real-ip'];
  });
}
