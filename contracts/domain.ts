import { getDomain } from 'tldts';

/**
 * The one rule for a company's domain, used everywhere one is typed, pasted, imported or looked up:
 * the registrable domain (public-suffix aware), lower-case ASCII.
 *
 *   "HTTPS://Acme.com:8080/x?y"          → "acme.com"
 *   "https://about.gitlab.com/company/"  → "gitlab.com"   (a subdomain is the same company)
 *   "www2.acme.com", "//acme.com"        → "acme.com"
 *   "shop.bbc.co.uk"                     → "bbc.co.uk"    (public suffixes, from tldts)
 *   "acme.myshopify.com"                 → "acme.myshopify.com" (private suffixes count too: a shop is its own company)
 *   "gitlab.io"                          → "gitlab.io"    (a private suffix on its own is the hosting company's domain)
 *   "münchen.de"                         → "xn--mnchen-3ya.de"
 *
 * International names are stored in their ASCII (punycode) form, the form DNS, URLs and the
 * unique index agree on, so "münchen.de" and "xn--mnchen-3ya.de" are one company.
 * Null when the input is not a plausible public domain: empty, spaces inside, an IP address, a
 * single label ("localhost"), bad characters or a numeric top-level domain.
 */
export function normaliseDomain(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  let host = input.trim().toLowerCase();
  if (!host || /\s/.test(host)) return null;
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^\/\//, '');
  host = host.split(/[/?#\\]/)[0];
  host = host.slice(host.lastIndexOf('@') + 1);
  host = host.replace(/:\d*$/, '').replace(/\.$/, '');
  if (!host || host.startsWith('[')) return null;
  try {
    host = new URL(`http://${host}`).hostname; // IDN → punycode, and a final syntax check
  } catch {
    return null;
  }
  if (/^\d+(?:\.\d+){3}$/.test(host)) return null;
  // A shop on a hosting suffix is its own company; the hosting company's own domain (gitlab.io,
  // a private suffix itself) is still a domain.
  const registrable = getDomain(host, { allowPrivateDomains: true }) ?? getDomain(host);
  if (!registrable || registrable.length > 253) return null;
  const labels = registrable.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l))) return null;
  return /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(labels[labels.length - 1]) ? registrable : null;
}

/** "Acme, Inc." and "ACMÉ inc" compare equal: accents, case, punctuation and spacing ignored. */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
