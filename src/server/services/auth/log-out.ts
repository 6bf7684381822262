import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { refreshTokens } from '../../db/schema/index';
import { digest } from '../../lib/tokens';
import { revokeFamily } from './refresh-session';

/** Revokes the refresh token's family; an unknown token is already as good as logged out. */
export async function logOut({
  ctx,
  refreshToken,
}: {
  ctx: AppContext;
  refreshToken: string;
}): Promise<void> {
  const [stored] = await ctx.db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(refreshToken)));
  if (stored) await revokeFamily(ctx, stored.family, ctx.now());
}
