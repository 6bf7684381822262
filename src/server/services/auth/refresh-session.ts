import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index';
import { loadUserWithRoles, toActor } from '../../lib/actor';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { digest } from '../../lib/tokens';
import type { Deps } from '../deps';
import { type IssuedSession, issueSession, sessionEndsAt } from './issue-session';
import { revokeFamily } from './revoke-family';

const REFRESH_REFUSED = 'The session has expired, please log in again';

/**
 * Exchanges a refresh token for a new pair. Each token works once: presenting one that was
 * already rotated means it leaked, so the whole family (every later token) is revoked. The new pair
 * keeps the session's login time: SESSION_MAX_AGE after it, refreshing stops and the user logs in again.
 */
export async function refreshSession(
  deps: Deps<'db' | 'now' | 'tokens' | 'config'>,
  { refreshToken }: { refreshToken: string },
): Promise<IssuedSession> {
  const { db, now } = deps;
  const [stored] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(refreshToken)));
  if (!stored || stored.revokedAt || stored.expiresAt <= now)
    throw unauthorized(REFRESH_REFUSED).as('REFRESH_REFUSED');
  // Tokens issued before their expiry was capped at the session's end could outlive it.
  if (sessionEndsAt(stored.sessionStartedAt, deps.config) <= now)
    throw unauthorized(REFRESH_REFUSED).as('REFRESH_REFUSED');
  if (stored.rotatedAt) {
    await revokeFamily(deps, stored.family);
    throw unauthorized(REFRESH_REFUSED).as('REFRESH_REFUSED');
  }
  const user = await loadUserWithRoles(db, stored.userId);
  if (!user || user.disabled) throw unauthorized(REFRESH_REFUSED).as('REFRESH_REFUSED');

  try {
    return await db.transaction(async (tx) => {
      // The conditional update makes two concurrent refreshes of one token yield one winner.
      const rotated = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      if (rotated.length === 0) throw unauthorized(REFRESH_REFUSED).as('REFRESH_REFUSED');
      const continues = { family: stored.family, startedAt: stored.sessionStartedAt };
      return issueSession({ ...deps, db: tx }, { actor: toActor(user), continues });
    });
  } catch (error) {
    if (error instanceof HttpError) await revokeFamily(deps, stored.family);
    throw error;
  }
}
