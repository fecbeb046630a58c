/**
 * A typed, pasted or imported domain reduced to its host name, lower-case ASCII (punycode):
 * "HTTPS://Acme.com:8080/x?y" → "acme.com", "münchen.de" → "xn--mnchen-3ya.de". Null when empty,
 * with spaces inside, an IP address or not a host name at all. Its labels are not checked yet.
 */
export function hostNameOf(input: string | null | undefined): string | null {
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
  return /^\d+(?:\.\d+){3}$/.test(host) ? null : host;
}

/** Labels of letters, digits and inner hyphens, and a top-level domain that is not numeric. */
export function hasDomainLabels(labels: readonly string[]): boolean {
  if (labels.length < 2) return false;
  if (!labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l))) return false;
  return /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(labels[labels.length - 1]);
}

/**
 * The browser's check of a domain, light on purpose: the host name when it could be a public
 * domain ("https://about.gitlab.com/" → "about.gitlab.com"), else null ("localhost", "acme",
 * "127.0.0.1"). The registrable domain (public-suffix aware: "about.gitlab.com" → "gitlab.com",
 * "co.uk" refused) is the server's rule, in server/companies/domain.ts, so the public suffix list
 * never ships to the browser; the server answers with a field error when it says no. Whatever
 * the server accepts passes here: its registrable domain is at least the host's last two labels.
 */
export function plausibleDomain(input: string | null | undefined): string | null {
  const host = hostNameOf(input);
  return host && host.length <= 253 && hasDomainLabels(host.split('.').slice(-2)) ? host : null;
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
