import { BlockList, isIP } from 'node:net';

/** Such a client is still counted, under this name. */
export const UNKNOWN_CLIENT = 'unknown';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** An IPv4 client of a dual-stack socket. */
function plainAddress(address: string): string {
  return IPV4_MAPPED.exec(address)?.[1] ?? address;
}

/** Throws on a bad entry, so a typo stops the server instead of trusting nobody (or everybody) silently. */
export function parseTrustedProxies(setting: string | undefined): BlockList {
  const trusted = new BlockList();
  for (const entry of (setting ?? '').split(/[\s,]+/).filter(Boolean)) {
    if (entry === 'loopback') {
      trusted.addSubnet('127.0.0.0', 8, 'ipv4');
      trusted.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      rest.length > 0 ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    ) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, bits, type);
  }
  return trusted;
}

function isTrusted(address: string, trusted: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

// X-Forwarded-For is read right to left only through trusted hops: a client writes that header itself.
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string {
  if (!socketAddress) return UNKNOWN_CLIENT;
  let client = plainAddress(socketAddress);
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => plainAddress(hop.trim()));
  while (isTrusted(client, trusted)) {
    const next = hops.pop();
    if (next === undefined || isIP(next) === 0) break;
    client = next;
  }
  return client;
}
