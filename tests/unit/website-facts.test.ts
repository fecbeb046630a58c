import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifySocialUrl, fetchWebsiteFacts, parseWebsiteFacts } from '../../server/research/sources/website.js';
import { KELPWOOD, KELPWOOD_HOME, LOOPBACK_ALLOWED, startFakeWebsite, type FakeWebsite } from '../fixtures/fake-website.js';

let site: FakeWebsite;
const at = (path: string) => ({ baseUrlOverride: `${site.baseUrl}${path}`, network: LOOPBACK_ALLOWED });

beforeAll(async () => {
  site = await startFakeWebsite();
});
afterAll(async () => {
  await site.close();
});

async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/`;
}

describe('fetchWebsiteFacts against a local company site', () => {
  it('follows the redirect from / and reads title, descriptions, JSON-LD and social links', async () => {
    const facts = await fetchWebsiteFacts(KELPWOOD.domain, at(''));
    expect(facts).toEqual({
      url: `${site.baseUrl}/home`,
      title: KELPWOOD.title,
      description: KELPWOOD.description,
      siteName: KELPWOOD.siteName,
      organizationName: KELPWOOD.name,
      founded: KELPWOOD.founded,
      employeeCount: KELPWOOD.employeeCount,
      companySize: '11-50',
      headquarters: KELPWOOD.headquarters,
      country: KELPWOOD.country,
      logoUrl: `${site.baseUrl}/img/logo.png`,
      socialLinks: {
        linkedin: KELPWOOD.linkedin,
        twitter: KELPWOOD.twitter,
        facebook: KELPWOOD.facebook,
        instagram: KELPWOOD.instagram,
      },
    });
    expect(site.requests.slice(-2)).toEqual(['/', '/home']);
  });

  it('follows up to three redirects, and no more', async () => {
    expect((await fetchWebsiteFacts(KELPWOOD.domain, at('/r1')))?.url).toBe(`${site.baseUrl}/home`);
    expect(await fetchWebsiteFacts(KELPWOOD.domain, at('/r0'))).toBeNull();
    expect(await fetchWebsiteFacts(KELPWOOD.domain, at('/loop'))).toBeNull();
  });

  it('refuses redirects to IP addresses', async () => {
    expect(await fetchWebsiteFacts(KELPWOOD.domain, at('/offsite'))).toBeNull();
  });

  it('returns null for error pages, non-HTML answers and unreachable hosts', async () => {
    expect(await fetchWebsiteFacts(KELPWOOD.domain, at('/missing'))).toBeNull();
    expect(await fetchWebsiteFacts(KELPWOOD.domain, at('/json'))).toBeNull();
    expect(await fetchWebsiteFacts(KELPWOOD.domain, { baseUrlOverride: await closedPortUrl(), network: LOOPBACK_ALLOWED })).toBeNull();
  });

  it('gives up after the time-out', async () => {
    site.slowMs = 2000;
    const started = Date.now();
    expect(await fetchWebsiteFacts(KELPWOOD.domain, { ...at('/slow'), timeoutMs: 200 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reads at most maxBytes of a huge page and still parses its head', async () => {
    const facts = await fetchWebsiteFacts(KELPWOOD.domain, { ...at('/big'), maxBytes: 16 * 1024 });
    expect(facts?.title).toBe('Big page');
    expect(facts?.description).toBe('Early description');
  });

  it('a bare page yields a title and nothing else', async () => {
    const facts = await fetchWebsiteFacts(KELPWOOD.domain, at('/plain'));
    expect(facts).toMatchObject({ title: 'Coming soon', description: null, organizationName: null, socialLinks: {} });
  });
});

describe('fetchWebsiteFacts without an override', () => {
  it('tries https first, then http, on the normalised domain', async () => {
    const urls: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith('https:')) throw new TypeError('fetch failed');
      return new Response(KELPWOOD_HOME, { headers: { 'content-type': 'text/html' } });
    };
    const facts = await fetchWebsiteFacts('HTTPS://WWW.KelpwoodPaddle.com/shop', { fetchImpl });
    expect(urls).toEqual(['https://kelpwoodpaddle.com/', 'http://kelpwoodpaddle.com/']);
    expect(facts?.organizationName).toBe(KELPWOOD.name);
  });

  it('follows a redirect to another public host (www)', async () => {
    const fetchImpl: typeof fetch = async (input) =>
      String(input) === 'https://kelpwoodpaddle.com/'
        ? new Response(null, { status: 301, headers: { location: 'https://www.kelpwoodpaddle.com/' } })
        : new Response(KELPWOOD_HOME, { headers: { 'content-type': 'text/html' } });
    expect((await fetchWebsiteFacts(KELPWOOD.domain, { fetchImpl }))?.url).toBe('https://www.kelpwoodpaddle.com/');
  });

  it('does not fetch anything for an invalid domain', async () => {
    let calls = 0;
    const fetchImpl: typeof fetch = async () => {
      calls++;
      return new Response('');
    };
    expect(await fetchWebsiteFacts('not a domain', { fetchImpl })).toBeNull();
    expect(await fetchWebsiteFacts('localhost', { fetchImpl })).toBeNull();
    expect(calls).toBe(0);
  });
});

describe('parseWebsiteFacts', () => {
  it('tolerates odd markup: attribute order, entities, ranges, plain-text addresses, nested publishers', () => {
    const html = `<html><head><title> Old &#39;Mill&#x27; &mdash; Bakery </title>
      <meta content="Bread &amp; pastries since 1999" name="DESCRIPTION">
      <meta property="og:site_name" content="">
      <meta name="application-name" content="Old Mill">
      <script type=application/ld+json>{"@type":"WebPage","publisher":{"@type":"Bakery","name":"Old Mill Bakery",
        "foundingDate":1999,"numberOfEmployees":{"minValue":51,"maxValue":200},
        "address":"14 High Street, Bristol","location":{"address":{"addressCountry":"United Kingdom"}},
        "logo":{"@type":"ImageObject","url":"https://cdn.oldmill.co.uk/logo.svg"},"sameAs":"https://www.instagram.com/oldmill/"}}</script>
      </head><body><a href="/about">About</a><a href="https://www.youtube.com/@oldmill">Videos</a></body></html>`;
    expect(parseWebsiteFacts(html, 'https://oldmill.co.uk/')).toEqual({
      title: "Old 'Mill' — Bakery",
      description: 'Bread & pastries since 1999',
      siteName: 'Old Mill',
      organizationName: 'Old Mill Bakery',
      founded: 1999,
      employeeCount: null,
      companySize: '51-200',
      headquarters: '14 High Street, Bristol',
      country: null,
      logoUrl: 'https://cdn.oldmill.co.uk/logo.svg',
      socialLinks: { instagram: 'https://www.instagram.com/oldmill/', youtube: 'https://www.youtube.com/@oldmill' },
    });
  });

  it('falls back to Open Graph and JSON-LD descriptions, and maps country names to codes', () => {
    const og = parseWebsiteFacts('<meta property="og:description" content="From OG">', 'https://a.com/');
    expect(og.description).toBe('From OG');
    const ld = parseWebsiteFacts(
      '<script type="application/ld+json">[{"@type":"Organization","description":"From JSON-LD","address":{"addressLocality":"Toronto","addressRegion":"ON","addressCountry":{"@type":"Country","name":"Canada"}}}]</script>',
      'https://a.com/',
    );
    expect(ld).toMatchObject({ description: 'From JSON-LD', headquarters: 'Toronto, ON', country: 'CA' });
  });

  it('recognises profile links but not share links', () => {
    expect(classifySocialUrl('https://www.linkedin.com/company/acme/')).toBe('linkedin');
    expect(classifySocialUrl('https://www.linkedin.com/shareArticle?url=x')).toBeNull();
    expect(classifySocialUrl('https://x.com/acme')).toBe('twitter');
    expect(classifySocialUrl('https://twitter.com/intent/tweet?text=hi')).toBeNull();
    expect(classifySocialUrl('https://m.facebook.com/acme')).toBe('facebook');
    expect(classifySocialUrl('https://www.facebook.com/sharer/sharer.php?u=x')).toBeNull();
    expect(classifySocialUrl('https://www.instagram.com/p/Cx123/')).toBeNull();
    expect(classifySocialUrl('https://example.com/acme')).toBeNull();
    expect(classifySocialUrl('not a url')).toBeNull();
  });
});
