// What tests may set of the guarded website reader behind built-in research
// (server/research/sources/website.ts, public-network.ts), through Config.websiteFetchForTests.

/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<string[]>;

export type NetworkGuard = {
  /** Defaults to the system resolver. */
  resolve?: Resolver;
  /** Which addresses may be connected to; defaults to isPublicAddress. */
  allowAddress?: (ip: string) => boolean;
};

/** The reader's options a test may replace (no environment variable can set them). */
export type WebsiteFetchTestHooks = {
  /** The URLs to try for a host instead of https://{host}/ and http://{host}/ (a local port). */
  startUrls?: (host: string) => string[];
  /** Which resolver and addresses every connection may use (redirects included). */
  network?: NetworkGuard;
  /** For the whole page (every redirect hop and the body), per scheme tried. */
  timeoutMs?: number;
};
