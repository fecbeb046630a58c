// Outbound requests made on a user's behalf (a prospect's home page) may reach only the public
// internet. A name is resolved once, inside the socket's own lookup, every answer is checked, and
// the socket connects to exactly the checked address: a name that answers "public" to a check and
// 127.0.0.1 to the connect (DNS rebinding) has nothing to exploit.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent } from 'undici';
import type { NetworkGuard, Resolver } from '../../ports/website.js';

const systemResolver: Resolver = async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** The IPv4 address carried in the last 32 bits of an IPv6 address. */
function low32(v6: ipaddr.IPv6): ipaddr.IPv4 {
  const p = v6.parts;
  return new ipaddr.IPv4([p[6] >> 8, p[6] & 0xff, p[7] >> 8, p[7] & 0xff]);
}

/**
 * Public unicast only, by ipaddr.js's maintained range list: refuses private, loopback,
 * link-local, carrier-grade NAT, benchmarking (198.18/15), multicast, broadcast, reserved (240/4,
 * documentation), site-local fec0::/10, unique-local… IPv4 inside IPv6 is unwrapped and checked
 * (v4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16); Teredo, local-use NAT64,
 * SIIT and the deprecated IPv4-compatible ::/96 are refused outright.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv4') return addr.range() === 'unicast';
  const v6 = addr as ipaddr.IPv6;
  const p = v6.parts;
  if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
  switch (v6.range()) {
    case 'rfc6052':
      // Well-known NAT64 prefix 64:ff9b::/96 only; 64:ff9b:1::/48 is for local use.
      return p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0 && isPublicAddress(low32(v6).toString());
    case '6to4':
      return isPublicAddress(new ipaddr.IPv4([p[1] >> 8, p[1] & 0xff, p[2] >> 8, p[2] & 0xff]).toString());
    case 'unicast':
      // ::a.b.c.d (IPv4-compatible, deprecated) is classed as unicast by the list.
      return !p.slice(0, 6).every((x) => x === 0);
    default:
      return false;
  }
}

export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to ${address}, which is not a public address`);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls.connect: resolves once, refuses the name if ANY answer is not allowed,
 * and hands exactly the checked addresses to the socket.
 */
export function guardedLookup(guard: NetworkGuard = {}) {
  const resolve = guard.resolve ?? systemResolver;
  const allow = guard.allowAddress ?? isPublicAddress;
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    void resolve(hostname).then(
      (found) => {
        const addresses = found.filter((a) => isIP(a) !== 0);
        if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' }), '');
        const blocked = addresses.find((a) => !allow(a));
        if (blocked) return callback(new BlockedAddressError(hostname, blocked), '');
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => isIP(a) === options.family) : addresses;
        if (wanted.length === 0) return callback(Object.assign(new Error(`${hostname} has no IPv${options.family} address`), { code: 'ENOTFOUND' }), '');
        if (options.all) callback(null, wanted.map((address) => ({ address, family: isIP(address) })));
        else callback(null, wanted[0], isIP(wanted[0]));
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}

/** Whether a URL's host may be requested at all: IP literals skip `lookup`, so they are checked here. */
export function literalHostAllowed(url: URL, guard: NetworkGuard = {}): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 || (guard.allowAddress ?? isPublicAddress)(host);
}

/** An undici dispatcher whose every new connection goes through guardedLookup. */
export function guardedAgent(guard: NetworkGuard = {}, timeoutMs = 5000): Agent {
  return new Agent({
    connect: { lookup: guardedLookup(guard), timeout: timeoutMs },
    connections: 2,
    keepAliveTimeout: 1000,
  });
}
