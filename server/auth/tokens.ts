import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * `sid`: the session (refresh-token family) the token was issued for; see sessions.ts. `wid`: the
 * session's current workspace. The role is not in the token: it is looked up (memberships.ts), so
 * a change of role takes effect on the next request.
 */
export type AccessClaims = { sub: string; wid: string; sid: string; exp: number };

export type TokenSigner = {
  signAccess(user: { id: string; workspaceId: string; sessionId: string }, ttlSeconds?: number): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
  /**
   * verifyAccess's answer from its memory of verified tokens alone (no promise): the claims, null
   * for a remembered token that has expired since, undefined for a token not verified before.
   */
  verifiedAccess(token: string): AccessClaims | null | undefined;
};

/** Verified tokens remembered (until they expire): a JWT check costs ~80 µs, a Map lookup ~0. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // Only tokens that passed the signature check are kept, keyed by the whole token string, so a
  // hit is the same token verified before; expiry is still checked on every use.
  const verified = new Map<string, AccessClaims>();
  const stillValid = (claims: AccessClaims) => Math.floor(Date.now() / 1000) < claims.exp;
  const verifiedAccess = (token: string): AccessClaims | null | undefined => {
    const known = verified.get(token);
    if (!known) return undefined;
    if (stillValid(known)) return known;
    verified.delete(token);
    return null;
  };
  return {
    verifiedAccess,
    signAccess: (user, ttlSeconds = ACCESS_TTL_SECONDS) =>
      new SignJWT({ wid: user.workspaceId, sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    async verifyAccess(token) {
      const known = verifiedAccess(token);
      if (known !== undefined) return known;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { sub, wid, sid, exp } = payload;
        // A token without a session id (issued before sessions could be ended) is not accepted.
        if (typeof sub !== 'string' || typeof wid !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
        const claims: AccessClaims = { sub, wid, sid, exp };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, Object.freeze(claims));
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');
/**
 * The token a refresh token is rotated into: derived from it with the server secret, so a second
 * refresh with the same token inside the grace window can answer with the same successor (tabs
 * racing to refresh all end up with one valid cookie) without storing any token in the clear.
 */
export const successorRefreshToken = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
