import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index';
import type { Deps } from '../deps';

/**
 * Signs a user out everywhere: every refresh-token family is revoked, and with it (the guard checks
 * the session on each request) every access token. For a password reset, a disabled account, a role
 * change and an admin promotion.
 */
export async function endUserSessions(
  { db, now }: Deps<'db' | 'now'>,
  { userId }: { userId: number },
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
