import { and, eq, isNotNull } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Deps, SignedIn } from '../deps';
import { getMyAccount, type MyAccountRecord } from './get-my-account';

/**
 * The member drops the new e-mail waiting for confirmation; its link then confirms nothing (the code
 * is bound to that address). With none waiting it changes nothing. Answers the account as it now is.
 */
export async function cancelEmailChange(deps: Deps<'db' | 'now'> & SignedIn): Promise<MyAccountRecord> {
  const { db, actor, now } = deps;
  await db
    .update(users)
    .set({ pendingEmail: null, updatedAt: now })
    .where(and(eq(users.id, actor.id), isNotNull(users.pendingEmail)));
  return getMyAccount(deps);
}
