// Issue 12, item 4: SSRF by DNS rebinding. The website reader resolves a name once, checks every
// answer against a maintained range list, connects to exactly the checked address, and re-checks
// every redirect hop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../server/research/sources/public-network.js';
import type { NetworkGuard, Resolver } from '../../server/ports/website.js';
import { fetchWebsiteFacts } from '../../server/research/sources/website.js';
import { KELPWOOD, startFakeWebsite, type FakeWebsite } from '../fixtures/fake-website.js';

describe('item 4: isPublicAddress (ipaddr.js range list)', () => {
  const refused: [string, string][] = [
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.8.8.8', 'loopback /8'],
    ['0.0.0.0', 'unspecified'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['198.18.0.1', 'benchmarking 198.18/15'],
    ['198.19.255.254', 'benchmarking 198.18/15'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved 240/4'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'documentation'],
    ['::', 'unspecified v6'],
    ['::1', 'loopback v6'],
    ['fe80::1', 'link-local v6'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fec0::1', 'site-local fec0::/10'],
    ['ff02::1', 'multicast v6'],
    ['2001:db8::1', 'documentation v6'],
    ['::ffff:127.0.0.1', 'v4-mapped loopback'],
    ['::ffff:10.0.0.1', 'v4-mapped private'],
    ['::ffff:7f00:1', 'v4-mapped loopback, hex form'],
    ['::ffff:0:7f00:1', 'SIIT'],
    ['64:ff9b::7f00:1', 'NAT64 of 127.0.0.1'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of 169.254.169.254'],
    ['64:ff9b:1::808:808', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
    ['2001::1', 'Teredo'],
    ['::7f00:1', 'IPv4-compatible (deprecated)'],
    ['not-an-ip', 'not an address'],
  ];
  it.each(refused)('refuses %s (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  const allowed = ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'];
  it.each(allowed)('allows public unicast %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

/**
 * Two local sites on one port: the "internal service" on 127.0.0.1 and, standing in for a public
 * server, another on 127.0.0.2. The guard is the production rule plus that one stand-in address.
 */
let internal: FakeWebsite;
let publicSite: FakeWebsite;
const STAND_IN = '127.0.0.2';
const productionRulePlusStandIn: Pick<NetworkGuard, 'allowAddress'> = { allowAddress: (ip) => ip === STAND_IN || isPublicAddress(ip) };
const INTERNAL_HOME = '<html><head><title>Internal admin console</title><meta name="description" content="secret"></head></html>';

beforeAll(async () => {
  internal = await startFakeWebsite({ '/home': { body: INTERNAL_HOME } });
  publicSite = await startFakeWebsite({}, { host: STAND_IN, port: internal.port });
});
afterAll(async () => {
  await internal.close();
  await publicSite.close();
});

/** Answers the stand-in public address to the first question, then 127.0.0.1 forever (a rebinding name). */
function rebindingResolver(): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (host: string) => {
    asked.push(host);
    return [asked.length === 1 ? STAND_IN : '127.0.0.1'];
  };
  return Object.assign(resolve, { asked });
}

const startAt = (path: string) => (host: string) => [`http://${host}:${internal.port}${path}`];

describe('item 4: the website reader connects only to the address it checked', () => {
  it('a name answering public, then 127.0.0.1, never reaches the local service', async () => {
    const resolve = rebindingResolver();
    const before = internal.requests.length;
    const facts = await fetchWebsiteFacts(KELPWOOD.domain, {
      startUrls: startAt('/home'),
      network: { ...productionRulePlusStandIn, resolve },
      timeoutMs: 2000,
    });
    expect(internal.requests.length).toBe(before);
    // It read the page at the address it checked (the stand-in public server), once resolved.
    expect(facts?.organizationName).toBe(KELPWOOD.name);
    expect(resolve.asked).toEqual([KELPWOOD.domain]);
  });

  it('refuses a name when ANY of its addresses is not public', async () => {
    const before = internal.requests.length + publicSite.requests.length;
    const facts = await fetchWebsiteFacts(KELPWOOD.domain, {
      startUrls: startAt('/home'),
      network: { ...productionRulePlusStandIn, resolve: async () => [STAND_IN, '127.0.0.1'] },
      timeoutMs: 2000,
    });
    expect(facts).toBeNull();
    expect(internal.requests.length + publicSite.requests.length).toBe(before);
  });

  it('refuses IP-literal URLs of non-public addresses (they skip DNS)', async () => {
    const before = internal.requests.length;
    expect(await fetchWebsiteFacts(KELPWOOD.domain, { baseUrlOverride: `${internal.baseUrl}/home`, timeoutMs: 2000 })).toBeNull();
    expect(await fetchWebsiteFacts(KELPWOOD.domain, { baseUrlOverride: `http://[::ffff:127.0.0.1]:${internal.port}/home`, timeoutMs: 2000 })).toBeNull();
    expect(internal.requests.length).toBe(before);
  });

  it('re-checks a redirect hop: a redirect to a name that resolves privately is refused', async () => {
    const before = internal.requests.length;
    const asked: string[] = [];
    const resolve: Resolver = async (host) => {
      asked.push(host);
      return [host === KELPWOOD.domain ? STAND_IN : '127.0.0.1'];
    };
    const site = await startFakeWebsite({ '/to-internal': { redirect: `http://intranet.kelpwood.test:${internal.port}/home` } }, { host: STAND_IN, port: 0 });
    try {
      const facts = await fetchWebsiteFacts(KELPWOOD.domain, {
        startUrls: (host) => [`http://${host}:${site.port}/to-internal`],
        network: { ...productionRulePlusStandIn, resolve },
        timeoutMs: 2000,
      });
      expect(facts).toBeNull();
      expect(site.requests).toEqual(['/to-internal']);
      expect(asked).toEqual([KELPWOOD.domain, 'intranet.kelpwood.test']);
      expect(internal.requests.length).toBe(before);
    } finally {
      await site.close();
    }
  });

  it('re-checks a same-host hop that needs a new connection (another port), and refuses it once the name rebinds', async () => {
    const resolve = rebindingResolver();
    const site = await startFakeWebsite({ '/hop': { redirect: `http://${KELPWOOD.domain}:${internal.port}/home` } }, { host: STAND_IN, port: 0 });
    const before = internal.requests.length;
    try {
      const facts = await fetchWebsiteFacts(KELPWOOD.domain, {
        startUrls: (host) => [`http://${host}:${site.port}/hop`],
        network: { ...productionRulePlusStandIn, resolve },
        timeoutMs: 2000,
      });
      expect(facts).toBeNull();
      expect(site.requests).toEqual(['/hop']);
      expect(resolve.asked).toEqual([KELPWOOD.domain, KELPWOOD.domain]);
      expect(internal.requests.length).toBe(before);
    } finally {
      await site.close();
    }
  });

  it('still stops after three redirects and keeps the byte limit behind the guard', async () => {
    const guard = { ...productionRulePlusStandIn, resolve: async () => [STAND_IN] };
    expect(await fetchWebsiteFacts(KELPWOOD.domain, { startUrls: startAt('/r0'), network: guard })).toBeNull();
    expect((await fetchWebsiteFacts(KELPWOOD.domain, { startUrls: startAt('/r1'), network: guard }))?.url).toBe(`http://${KELPWOOD.domain}:${internal.port}/home`);
    const big = await fetchWebsiteFacts(KELPWOOD.domain, { startUrls: startAt('/big'), network: guard, maxBytes: 16 * 1024 });
    expect(big?.title).toBe('Big page');
  });
});
