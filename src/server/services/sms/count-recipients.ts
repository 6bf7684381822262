import { countDistinct } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Deps } from '../deps';
import { assertGroupLocation, type RecipientGroup, recipientFilter } from './recipients';

/** How many texts a send to the group would make: its distinct phone numbers. */
export async function countRecipients({ db }: Deps<'db'>, group: RecipientGroup): Promise<number> {
  await assertGroupLocation(db, group);
  const [{ count }] = await db
    .select({ count: countDistinct(users.phoneNumber) })
    .from(users)
    .where(recipientFilter(db, group));
  return count;
}
