import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { unauthorized } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';

/** The signed-in member's own account row and their roles (from the actor the guard loaded). */
export interface MyAccountRecord {
  user: UserRow;
  actor: Actor;
}

export async function getMyAccount({ db, actor }: Deps<'db'> & SignedIn): Promise<MyAccountRecord> {
  const [user] = await db.select().from(users).where(eq(users.id, actor.id));
  // The guard found the user a moment ago; gone now means deleted in between.
  if (!user) throw unauthorized();
  return { user, actor };
}
