// Telling "the site could not be reached" from "the site has nothing to say", in the user's words.

const CODES: Record<string, string> = {
  ENOTFOUND: 'the domain does not resolve',
  EAI_AGAIN: 'the domain name could not be looked up',
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  ETIMEDOUT: 'the connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  UND_ERR_HEADERS_TIMEOUT: 'the site took too long to answer',
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is not trusted',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate is for another name',
};

/** A short reason for a failed page read: "the domain does not resolve", "timed out", "HTTP 503". */
export function unreachableReason(error: unknown): string {
  const e = error as { name?: string; code?: string; message?: string; cause?: { code?: string; name?: string; message?: string } } | null;
  if (!e) return 'no answer';
  if (e.name === 'TimeoutError' || e.name === 'AbortError' || e.cause?.name === 'TimeoutError') return 'timed out';
  const code = e.code ?? e.cause?.code;
  if (code && CODES[code]) return CODES[code];
  if (/^HTTP \d{3}$/.test(e.message ?? '')) return e.message!;
  if (code) return code;
  return e.cause?.message || e.message || 'no answer';
}

/** "Couldn't reach stripe.com (timed out). Try again later or enter the details by hand." */
export const unreachableMessage = (domain: string, reason: string) =>
  `Couldn't reach ${domain} (${reason}). Try again later or enter the details by hand.`;
