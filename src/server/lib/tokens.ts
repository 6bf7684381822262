import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { PAIRING_LIFETIME_MS } from '../../shared/gate/pairing';

interface AccessClaims {
  userId: number;
  /** The session (refresh-token family) the token belongs to: ending the session ends the token. */
  sessionId: string;
}

/** Checked on every token, so a token minted for another service with a shared key is refused. */
export const TOKEN_ISSUER = 'courseclock';
const TOKEN_AUDIENCE = 'courseclock-api';

type AccessTokenCheck = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<AccessTokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      });
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isInteger(userId) || userId <= 0) return { ok: false, expired: false };
      if (typeof sessionId !== 'string' || sessionId === '') return { ok: false, expired: false };
      return { ok: true, claims: { userId, sessionId } };
    } catch (error) {
      return { ok: false, expired: error instanceof errors.JWTExpired };
    }
  }
}

/** What a pairing token lets its phone do: read that pairing and post its crossing, nothing else. */
interface PairingClaims {
  pairingId: number;
}

/**
 * The line a joined phone times. Only the finish joins by code (the start phone is the pairing's maker,
 * on its own session), so every pairing token carries it and one without it is refused.
 */
const PAIRING_TOKEN_ROLE = 'finish';

/**
 * Its own audience, so a pairing token is never an access token (and no access token a pairing token).
 */
export const PAIRING_TOKEN_AUDIENCE = 'courseclock-gate-pairing';

/**
 * As long as the pairing can stay open after the join that issued it: its lifetime renewed once by
 * the join, once by the start and once by the finish, the only changes after a join (a phone that joins
 * again gets a new token). A crossing also needs the pairing still open.
 */
export const PAIRING_TOKEN_TTL_SECONDS = (3 * PAIRING_LIFETIME_MS) / 1000;

/**
 * The key a phone gets by joining a pairing with its code (docs/security.md, "Pairing codes"): a
 * friend's phone, signed in or not, times the finish of a run saved to the member who made the
 * pairing.
 */
export class PairingTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: PairingClaims): Promise<string> {
    return new SignJWT({ role: PAIRING_TOKEN_ROLE })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(PAIRING_TOKEN_AUDIENCE)
      .setSubject(String(claims.pairingId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<PairingClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: PAIRING_TOKEN_AUDIENCE,
      });
      const pairingId = Number(payload.sub);
      if (payload.role !== PAIRING_TOKEN_ROLE) return null;
      return Number.isInteger(pairingId) && pairingId > 0 ? { pairingId } : null;
    } catch {
      return null;
    }
  }
}

/** A random opaque secret for URLs and refresh tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Stored form of an opaque token or code: a SHA-256 digest (the value itself is never stored). */
export function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
