import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustedProxies, resolveClientAddress } from '@/lib/security/client-address';
import { clientAddressStep } from '@/lib/security/client-address-hook';
import { installRequestStartHook } from '@/lib/server/request-start';

describe('the client address the rate limits count', () => {
  const nobody = parseTrustedProxies(undefined);
  const nginx = parseTrustedProxies('127.0.0.1, 10.0.0.0/8 ::1');

  it('is the socket when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.7', '198.51.100.1', nobody)).toBe('203.0.113.7');
    expect(resolveClientAddress('::ffff:203.0.113.7', '1.1.1.1, 2.2.2.2', nobody)).toBe('203.0.113.7');
    expect(resolveClientAddress(undefined, '1.1.1.1', nobody)).toBe('unknown');
  });

  it('is what a trusted proxy saw, walking trusted hops from the right', () => {
    // The client forged the first entry; nginx appended the real address.
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 203.0.113.7', nginx)).toBe('203.0.113.7');
    expect(resolveClientAddress('::1', '203.0.113.7, 10.1.2.3', nginx)).toBe('203.0.113.7');
    expect(resolveClientAddress('::ffff:127.0.0.1', '2001:db8::5', nginx)).toBe('2001:db8::5');
    // A trusted proxy that sent no header, or garbage, is itself the client.
    expect(resolveClientAddress('127.0.0.1', undefined, nginx)).toBe('127.0.0.1');
    expect(resolveClientAddress('10.0.0.2', 'not-an-address', nginx)).toBe('10.0.0.2');
    // An untrusted socket gets no say, even with a trusted address in the header.
    expect(resolveClientAddress('198.51.100.9', '127.0.0.1', nginx)).toBe('198.51.100.9');
  });

  it('takes "loopback" and refuses entries that are neither an address nor a range', () => {
    const loopback = parseTrustedProxies('loopback');
    expect(resolveClientAddress('127.0.0.5', '203.0.113.7', loopback)).toBe('203.0.113.7');
    for (const bad of ['10.0.0.0/33', 'localhost', '10.0.0.1/8/1', '::1/129']) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
    }
  });
});

describe('the server hook', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    installRequestStartHook([clientAddressStep('127.0.0.1')]);
    server = createServer((req, res) => res.end(JSON.stringify(req.headers)));
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const headersSeen = (localAddress: string, headers: Record<string, string>) =>
    new Promise<Record<string, string>>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, localAddress, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(JSON.parse(body) as Record<string, string>));
      });
      req.on('error', reject);
      req.end();
    });

  it('replaces a direct client’s forged addresses with its socket before the site reads them', async () => {
    const seen = await headersSeen('127.0.0.5', { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '7.7.7.7' });
    expect(seen['x-forwarded-for']).toBe('127.0.0.5');
    expect(seen['x-real-ip']).toBeUndefined();
  });

  it('keeps the address a trusted proxy appended', async () => {
    const seen = await headersSeen('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
    expect(seen['x-forwarded-for']).toBe('203.0.113.7');
  });
});
