// What a company's own home page says about it: <title>, meta / Open Graph description, site name,
// schema.org Organization JSON-LD and links to its social profiles. A small tolerant regex parser
// (no HTML library): home pages are messy, and we only need a handful of well-known tags.
import { normaliseDomain } from '../../companies/index.js';
import type { SocialLinks } from '../../ports/research.js';
import { fetch as undiciFetch } from 'undici';
import { guardedAgent, literalHostAllowed } from './public-network.js';
import type { WebsiteFetchTestHooks } from '../../ports/website.js';

export interface WebsiteFacts {
  /** The page actually read, after redirects. */
  url: string;
  title: string | null;
  description: string | null;
  siteName: string | null;
  organizationName: string | null;
  founded: number | null;
  employeeCount: number | null;
  companySize: string | null;
  headquarters: string | null;
  country: string | null;
  logoUrl: string | null;
  socialLinks: SocialLinks;
}

/**
 * The reader's options; `startUrls`, `network` (default: the system resolver and public unicast
 * addresses only) and `timeoutMs` are also what tests may set through the configuration.
 */
export interface FetchWebsiteOptions extends WebsiteFetchTestHooks {
  /** Replaces the guarded HTTP client (unit tests of the URL logic only). */
  fetchImpl?: typeof fetch;
  maxBytes?: number;
  maxRedirects?: number;
  /** Fetch this URL instead of https://{domain}/ and http://{domain}/ (tests, local servers). */
  baseUrlOverride?: string;
  /** Told why a page could not be read (a thrown network error, or an Error('HTTP 503')). */
  onFailure?: (error: unknown) => void;
}

export type WebsiteFetcher = (domain: string, hooks?: Pick<FetchWebsiteOptions, 'onFailure'>) => Promise<WebsiteFacts | null>;

const USER_AGENT = 'SwagScout/1.0 (+company research; reads the public home page only)';

export async function fetchWebsiteFacts(domain: string, options: FetchWebsiteOptions = {}): Promise<WebsiteFacts | null> {
  const host = normaliseDomain(domain);
  const starts = options.baseUrlOverride
    ? [options.baseUrlOverride]
    : host
      ? (options.startUrls?.(host) ?? [`https://${host}/`, `http://${host}/`])
      : [];
  if (starts.length === 0) return null;
  const timeoutMs = options.timeoutMs ?? 5000;
  const agent = options.fetchImpl ? null : guardedAgent(options.network, timeoutMs);
  const fetchImpl = options.fetchImpl ?? ((url: URL, init: RequestInit) => undiciFetch(url, { ...(init as object), dispatcher: agent! }) as unknown as Promise<Response>);
  try {
    for (const start of starts) {
      const page = await fetchPage(start, { ...options, timeoutMs }, fetchImpl as FetchLike);
      if (page) return { url: page.url, ...parseWebsiteFacts(page.html, page.url) };
    }
    return null;
  } finally {
    await agent?.destroy().catch(() => undefined);
  }
}

type FetchLike = (url: URL, init: RequestInit) => Promise<Response>;

/**
 * One page, following redirects by hand: every hop (same host included) is a new request whose
 * connection goes through the guarded lookup, and an IP-literal hop is checked here.
 */
async function fetchPage(start: string, options: FetchWebsiteOptions, fetchImpl: FetchLike): Promise<{ url: string; html: string } | null> {
  const maxRedirects = options.maxRedirects ?? 3;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 5000);
  let current = new URL(start);
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      if (!literalHostAllowed(current, options.network)) return null;
      const res = await fetchImpl(current, {
        redirect: 'manual',
        signal,
        headers: { 'user-agent': USER_AGENT, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' },
      });
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel();
        const location = res.headers.get('location');
        if (!location) return null;
        const next = new URL(location, current);
        if (!redirectAllowed(current, next)) return null;
        current = next;
        continue;
      }
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok || (type && !/html|xml/i.test(type))) {
        if (!res.ok) options.onFailure?.(new Error(`HTTP ${res.status}`));
        await res.body?.cancel();
        return null;
      }
      return { url: current.toString(), html: await readLimited(res, options.maxBytes ?? 512 * 1024, type) };
    }
    return null;
  } catch (err) {
    // Unreachable host, a refused (non-public) address, TLS failure or time-out: no page to read.
    options.onFailure?.(err);
    return null;
  }
}

/** http(s) only; the same host, or another public domain name (never a bare IP or localhost). */
function redirectAllowed(from: URL, to: URL): boolean {
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  if (to.hostname === from.hostname) return true;
  return normaliseDomain(to.hostname) !== null;
}

async function readLimited(res: Response, maxBytes: number, contentType: string): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = maxBytes - size;
      chunks.push(value.byteLength > room ? value.subarray(0, room) : value);
      size += Math.min(value.byteLength, room);
      if (size >= maxBytes) {
        await reader.cancel();
        break;
      }
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…',
  rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', copy: '©', reg: '®', trade: '™', middot: '·',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return Object.hasOwn(ENTITIES, code.toLowerCase()) ? ENTITIES[code.toLowerCase()] : whole;
  });
}

function cleanText(raw: unknown, max = 600): string | null {
  if (typeof raw !== 'string') return null;
  const text = decodeEntities(raw.replace(/<[^<>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1).replace(/(?<!\s)\s+\S*$/, '')}…` : text;
}

/** Attributes of one start tag, names lower-cased, values entity-decoded. */
export function parseAttributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = Object.create(null) as Record<string, string>; // keyed by page input
  const re = /(?<![^\s"'<>/=])([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;
  for (let m = re.exec(tag); m; m = re.exec(tag)) {
    attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const asList = (v: Json | undefined): Json[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);
const text = (v: Json | undefined): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

const ORG_TYPES = /^(?:Organization|Corporation|LocalBusiness|NGO|EducationalOrganization|CollegeOrUniversity|School|GovernmentOrganization|MedicalOrganization|Hospital|NewsMediaOrganization|SportsOrganization|PerformingGroup|Airline|Consortium|FundingScheme|LibrarySystem|ProfessionalService|Store|Restaurant|Brewery|Winery|Hotel|Dentist|Physician|\w+Organization|\w+Business)$/;

const NOT_ORG_TYPES = /^(?:WebSite|WebPage|\w+Page|ImageObject|VideoObject|Person|Product|Offer|BreadcrumbList|ListItem|SearchAction|Article|BlogPosting|PostalAddress|Place|Country|QuantitativeValue)$/;
const ORG_PROPERTIES = ['foundingDate', 'numberOfEmployees', 'address', 'sameAs', 'logo'];

/** The Organization node; failing that, any business-like node (schema.org has hundreds of subtypes). */
function organizationOf(nodes: JsonObject[]): JsonObject | undefined {
  const types = (o: JsonObject) => asList(o['@type']).filter((t): t is string => typeof t === 'string');
  return (
    nodes.find((o) => types(o).some((t) => ORG_TYPES.test(t))) ??
    nodes.find((o) => !types(o).some((t) => NOT_ORG_TYPES.test(t)) && ORG_PROPERTIES.some((p) => o[p] !== undefined))
  );
}

function jsonLdObjects(html: string): JsonObject[] {
  const found: JsonObject[] = [];
  const walk = (node: Json | undefined, depth: number): void => {
    if (depth > 5) return;
    if (Array.isArray(node)) node.forEach((n) => walk(n, depth + 1));
    else if (isObject(node)) {
      if (node['@type'] !== undefined) found.push(node);
      for (const value of Object.values(node)) if (typeof value === 'object') walk(value, depth + 1);
    }
  };
  const re = /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const body = m[1].replace(/^\s*(?:<!--|<!\[CDATA\[)/, '').replace(/(?:-->|\]\]>)\s*$/, '');
    try {
      walk(JSON.parse(body) as Json, 0);
    } catch {
      // A broken JSON-LD block is common; the rest of the page still counts.
    }
  }
  return found;
}

const COUNTRY_CODES: Record<string, string> = {
  us: 'US', usa: 'US', 'united states': 'US', 'united states of america': 'US',
  ca: 'CA', canada: 'CA', gb: 'GB', uk: 'GB', 'united kingdom': 'GB', 'great britain': 'GB', england: 'GB', scotland: 'GB', wales: 'GB',
  au: 'AU', australia: 'AU', de: 'DE', germany: 'DE', deutschland: 'DE', mx: 'MX', mexico: 'MX', fr: 'FR', france: 'FR',
  ie: 'IE', ireland: 'IE', nz: 'NZ', 'new zealand': 'NZ', in: 'IN', india: 'IN', jp: 'JP', japan: 'JP',
};

function countryCode(value: Json | undefined): string | null {
  const raw = isObject(value) ? text(value.name) : text(value);
  if (!raw) return null;
  const key = raw.trim().toLowerCase().replace(/\./g, '');
  return Object.hasOwn(COUNTRY_CODES, key) ? COUNTRY_CODES[key] : /^[a-z]{2}$/.test(key) ? key.toUpperCase() : raw.trim();
}

const SIZE_BUCKETS: [number, string][] = [
  [10, '1-10'], [50, '11-50'], [200, '51-200'], [500, '201-500'], [1000, '501-1000'], [5000, '1001-5000'], [10000, '5001-10000'],
];
const bucketFor = (n: number): string => SIZE_BUCKETS.find(([max]) => n <= max)?.[1] ?? '10001+';

function employees(value: Json | undefined): { count: number | null; size: string | null } {
  const num = (v: Json | undefined): number | null => {
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/[,\s+]/g, '')) : NaN;
    return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
  };
  if (isObject(value)) {
    const exact = num(value.value);
    if (exact) return { count: exact, size: bucketFor(exact) };
    const min = num(value.minValue);
    const max = num(value.maxValue);
    return { count: null, size: min && max ? `${min}-${max}` : min ? `${min}+` : null };
  }
  const exact = num(value);
  return { count: exact, size: exact ? bucketFor(exact) : null };
}

function headquartersOf(address: Json | undefined): { headquarters: string | null; country: string | null } {
  const first = asList(address)[0];
  if (typeof first === 'string') return { headquarters: cleanText(first, 120), country: null };
  if (!isObject(first)) return { headquarters: null, country: null };
  const parts = [text(first.addressLocality), text(first.addressRegion)].filter((p): p is string => !!p?.trim());
  return { headquarters: parts.length ? parts.map((p) => p.trim()).join(', ') : null, country: countryCode(first.addressCountry) };
}

/** Which social network a profile URL belongs to; share/intent links are not profiles. */
export function classifySocialUrl(href: string): keyof SocialLinks | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(?:www|m|mobile)\./, '');
  const path = url.pathname;
  if (host.endsWith('linkedin.com')) return /^\/(?:company|school|showcase)\/[^/]+/.test(path) ? 'linkedin' : null;
  if (host === 'twitter.com' || host === 'x.com') return /^\/(?!intent|share|home|search)[A-Za-z0-9_]+\/?$/.test(path) ? 'twitter' : null;
  if (host === 'facebook.com' || host === 'fb.com') return /^\/(?!sharer|share|dialog|plugins)[^/]+/.test(path) ? 'facebook' : null;
  if (host === 'instagram.com') return /^\/(?!p\/|explore|reel)[A-Za-z0-9_.]+\/?$/.test(path) ? 'instagram' : null;
  if (host === 'youtube.com') return /^\/(?:channel\/|c\/|user\/|@)/.test(path) ? 'youtube' : null;
  return null;
}

function absolute(href: string | null, base: string): string | null {
  if (!href) return null;
  try {
    return new URL(href.trim(), base).toString();
  } catch {
    return null;
  }
}

/** Facts from a page's HTML; pageUrl resolves relative links. */
export function parseWebsiteFacts(html: string, pageUrl: string): Omit<WebsiteFacts, 'url'> {
  const meta: Record<string, string> = Object.create(null) as Record<string, string>; // keyed by page input
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const attrs = parseAttributes(tag);
    const key = (attrs.property ?? attrs.name ?? attrs.itemprop ?? '').toLowerCase();
    if (key && attrs.content !== undefined && meta[key] === undefined) meta[key] = attrs.content;
  }
  const org = organizationOf(jsonLdObjects(html));

  const socialLinks: SocialLinks = {};
  const addSocial = (href: string | null): void => {
    const url = absolute(href, pageUrl);
    const network = url ? classifySocialUrl(url) : null;
    if (url && network && !socialLinks[network]) socialLinks[network] = url;
  };
  for (const same of asList(org?.sameAs)) addSocial(text(same));
  for (const tag of html.match(/<a\b[^>]*>/gi) ?? []) addSocial(parseAttributes(tag).href ?? null);

  const staff = employees(org?.numberOfEmployees);
  const place = headquartersOf(org?.address ?? (isObject(org?.location) ? org?.location.address : undefined));
  const foundingYear = /\b(1[6-9]\d{2}|20\d{2})\b/.exec(text(org?.foundingDate) ?? '');
  const logo = org?.logo;
  return {
    title: cleanText(/<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)?.[1], 200),
    description:
      cleanText(meta.description) ?? cleanText(meta['og:description']) ?? cleanText(meta['twitter:description']) ?? cleanText(text(org?.description)),
    siteName: cleanText(meta['og:site_name'], 120) ?? cleanText(meta['application-name'], 120),
    organizationName: cleanText(text(org?.name), 120),
    founded: foundingYear ? Number(foundingYear[1]) : null,
    employeeCount: staff.count,
    companySize: staff.size,
    headquarters: place.headquarters,
    country: place.country,
    logoUrl: absolute(isObject(logo) ? text(logo.url) : text(logo), pageUrl),
    socialLinks,
  };
}
