import { eq } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index';
import { digest } from '../../lib/tokens';
import type { Deps } from '../deps';
import { revokeFamily } from './revoke-family';

/** Revokes the refresh token's family; an unknown token is already as good as logged out. */
export async function logOut(
  deps: Deps<'db' | 'now'>,
  { refreshToken }: { refreshToken: string },
): Promise<void> {
  const [stored] = await deps.db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(refreshToken)));
  if (stored) await revokeFamily(deps, stored.family);
}
