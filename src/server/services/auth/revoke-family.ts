import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index';
import type { Deps } from '../deps';

/** Ends a session: every refresh token of the family stops working. */
export async function revokeFamily({ db, now }: Deps<'db' | 'now'>, family: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}
