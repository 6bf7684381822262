import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
}

export type AccessTokenCheck = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<AccessTokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0) return { ok: false, expired: false };
      return { ok: true, claims: { userId } };
    } catch (error) {
      return { ok: false, expired: error instanceof errors.JWTExpired };
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
