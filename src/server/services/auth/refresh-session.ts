import { and, eq, isNull } from 'drizzle-orm';
import type { Session } from '../../../shared/schemas/auth';
import type { AppContext } from '../../context';
import { refreshTokens } from '../../db/schema/index';
import { loadUserWithRoles, toActor } from '../../lib/actor';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { digest } from '../../lib/tokens';
import { issueSession } from './issue-session';

const REFRESH_REFUSED = 'The session has expired, please log in again';

/**
 * Exchanges a refresh token for a new pair. Each token works once: presenting one that was
 * already rotated means it leaked, so the whole family (every later token) is revoked.
 */
export async function refreshSession({
  ctx,
  refreshToken,
}: {
  ctx: AppContext;
  refreshToken: string;
}): Promise<Session> {
  const now = ctx.now();
  const [stored] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(refreshToken)));
  if (!stored || stored.revokedAt || stored.expiresAt <= now) throw unauthorized(REFRESH_REFUSED);
  if (stored.rotatedAt) {
    await revokeFamily(ctx, stored.family, now);
    throw unauthorized(REFRESH_REFUSED);
  }
  const user = await loadUserWithRoles(ctx.db, stored.userId);
  if (!user || user.disabled) throw unauthorized(REFRESH_REFUSED);

  try {
    return await ctx.db.transaction(async (tx) => {
      // The conditional update makes two concurrent refreshes of one token yield one winner.
      const rotated = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      if (rotated.length === 0) throw unauthorized(REFRESH_REFUSED);
      return issueSession({
        db: tx,
        tokens: ctx.tokens,
        refreshTtlSeconds: ctx.config.refreshTokenTtl,
        actor: toActor(user),
        family: stored.family,
        now,
      });
    });
  } catch (error) {
    if (error instanceof HttpError) await revokeFamily(ctx, stored.family, now);
    throw error;
  }
}

export async function revokeFamily(ctx: AppContext, family: string, now: Date): Promise<void> {
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}
