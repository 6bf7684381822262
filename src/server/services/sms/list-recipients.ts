import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Deps } from '../deps';
import { assertGroupLocation, type RecipientGroup, recipientFilter } from './recipients';

export interface RecipientRow {
  phoneNumber: string;
  /** The members who gave this number, by user name. */
  userNames: string[];
}

/** The numbers a send to the group would text, each with its members, ordered by user name. */
export async function listRecipients({ db }: Deps<'db'>, group: RecipientGroup): Promise<RecipientRow[]> {
  await assertGroupLocation(db, group);
  const firstName = sql`min(lower(${users.userName}))`;
  return db
    .select({
      phoneNumber: sql<string>`${users.phoneNumber}`,
      userNames: sql<string[]>`array_agg(${users.userName} order by lower(${users.userName}))`,
    })
    .from(users)
    .where(recipientFilter(db, group))
    .groupBy(users.phoneNumber)
    .orderBy(firstName, users.phoneNumber);
}
