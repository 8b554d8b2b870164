// Who sent a request: the socket's address, unless the socket is a proxy the operator trusts
// (TRUSTED_PROXIES), in which case the address that proxy saw, read from X-Forwarded-For right to left.
// Node's net.BlockList does the address and CIDR matching; the walk is the one rule of the header.
import { BlockList, isIP } from 'node:net';

/** A client that reached Node directly and sent no usable address is still counted, under this name. */
export const UNKNOWN_CLIENT = 'unknown';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** "::ffff:127.0.0.1" (an IPv4 client of a dual-stack socket) is 127.0.0.1. */
function plainAddress(address: string): string {
  return IPV4_MAPPED.exec(address)?.[1] ?? address;
}

/**
 * The trusted proxies of a TRUSTED_PROXIES setting: addresses and CIDR ranges separated by commas or
 * spaces ("127.0.0.1, 10.0.0.0/8, ::1"); "loopback" is 127.0.0.0/8 and ::1. Throws on an entry that is
 * neither, so a typo stops the server instead of trusting nobody (or everybody) silently.
 */
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

/**
 * The client's address: the socket's peer when it is not a trusted proxy (whatever X-Forwarded-For says:
 * a client writes that header itself); otherwise each trusted hop hands over to the entry it appended,
 * until an untrusted one, which is the client. A malformed entry stops the walk at the last trusted hop.
 */
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
