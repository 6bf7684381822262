import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { unauthorized } from '../../lib/http-errors';
import { codeRetryTimes } from '../account/code-caps';
import type { Deps, SignedIn } from '../deps';

/** The signed-in member's own account row, their roles, and when codes can next be sent to them. */
export interface MyAccountRecord {
  user: UserRow;
  actor: Actor;
  /** null: a code (phone) or link (e-mail) can be sent now; else the time the hourly cap frees up. */
  codeRetry: { phone: Date | null; email: Date | null };
}

/** The signed-in member's row (the guard found the user a moment ago; gone now means deleted since). */
export async function loadOwnUser({ db, actor }: Deps<'db'> & SignedIn): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, actor.id));
  if (!user) throw unauthorized();
  return user;
}

export async function getMyAccount(deps: Deps<'db' | 'now'> & SignedIn): Promise<MyAccountRecord> {
  const user = await loadOwnUser(deps);
  return { user, actor: deps.actor, codeRetry: await codeRetryTimes(deps, user.id) };
}
