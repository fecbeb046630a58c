import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export type AccessClaims = { sub: string; wid: string; role: string; exp: number };

export type TokenSigner = {
  signAccess(user: { id: string; workspaceId: string; role: string }, ttlSeconds?: number): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
};

/** Verified tokens remembered (until they expire): a JWT check costs ~80 µs, a Map lookup ~0. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // Only tokens that passed the signature check are kept, keyed by the whole token string, so a
  // hit is the same token verified before; expiry is still checked on every use.
  const verified = new Map<string, AccessClaims>();
  const stillValid = (claims: AccessClaims) => Math.floor(Date.now() / 1000) < claims.exp;
  return {
    signAccess: (user, ttlSeconds = ACCESS_TTL_SECONDS) =>
      new SignJWT({ wid: user.workspaceId, role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    async verifyAccess(token) {
      const known = verified.get(token);
      if (known) {
        if (stillValid(known)) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.wid !== 'string' || typeof payload.exp !== 'number') return null;
        const claims: AccessClaims = { sub: payload.sub, wid: payload.wid, role: String(payload.role ?? 'member'), exp: payload.exp };
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
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
