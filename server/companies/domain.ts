import { getDomain } from 'tldts';
import { createCompanyRequest, domainFieldOf, updateCompanyFields, withLostRule } from '../../contracts/companies.js';
import { hasDomainLabels, hostNameOf } from '../../contracts/domain.js';

/**
 * The one rule for a company's domain, used everywhere one is typed, pasted, imported or looked up:
 * the registrable domain (public-suffix aware), lower-case ASCII. It lives on the server so the
 * public suffix list (tldts) never ships to the browser; the UI checks only that a domain looks
 * plausible (contracts/domain.ts) and shows this rule's field error when the server says no.
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
  const host = hostNameOf(input);
  if (!host) return null;
  // A shop on a hosting suffix is its own company; the hosting company's own domain (gitlab.io,
  // a private suffix itself) is still a domain.
  const registrable = getDomain(host, { allowPrivateDomains: true }) ?? getDomain(host);
  return registrable && registrable.length <= 253 && hasDomainLabels(registrable.split('.')) ? registrable : null;
}

const domainField = domainFieldOf(normaliseDomain);

/** The company routes' bodies as the server reads them: the domain stored is the registrable one. */
export const createCompanyBody = createCompanyRequest.extend({ domain: domainField });
export const updateCompanyBody = withLostRule(updateCompanyFields.extend({ domain: domainField.optional() }));
