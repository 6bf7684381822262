import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { isAustralianMobile, normalisePhone } from '../../../shared/validation';
import { containing } from '../../db/like';
import { users } from '../../db/schema/index';
import { byUserName, userContactColumns } from '../../db/user-columns';
import { takeSlot } from '../../lib/rate-limit';
import type { Deps, SignedIn } from '../deps';

const COMPETITOR_MATCHES_MAX = 20;

/** Lookups one referee may make a minute: a type-ahead's pauses at a busy start line, not a crawl. */
export const REFEREE_LOOKUP_LIMIT = { limit: 60, windowMs: 60_000 };

/** A matching user, with the contact details the presenter masks. */
export interface Competitor {
  id: number;
  userName: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phoneNumber: string | null;
}

/**
 * Contact details match only whole: a match on part of one would answer "yes" to every letter a
 * search adds and so spell the address out, however the answer masks it. Phones are stored as
 * +614…; a referee types what the competitor says, usually 04…, so both forms find the number.
 */
function contactMatch(search: string): SQL {
  const email = sql`lower(${users.email}) = ${search.toLowerCase()}`;
  const compact = search.replace(/[\s-]/g, '');
  if (!isAustralianMobile(compact)) return email;
  return or(email, eq(users.phoneNumber, normalisePhone(compact))) ?? email;
}

/**
 * Active users whose user name or full name contains the search (any case), or whose e-mail or phone
 * is the search, user names starting with it first, at most COMPETITOR_MATCHES_MAX; each lookup takes
 * one of the referee's REFEREE_LOOKUP_LIMIT.
 */
export async function findCompetitors(
  { db, now, actor }: Deps<'db' | 'now'> & SignedIn,
  { search }: { search: string },
): Promise<Competitor[]> {
  await takeSlot(db, { key: `referee-lookup:${actor.id}`, ...REFEREE_LOOKUP_LIMIT }, now);
  const pattern = containing(search);
  const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  return db
    .select(userContactColumns)
    .from(users)
    .where(
      and(
        eq(users.disabled, false),
        or(ilike(users.userName, pattern), ilike(fullName, pattern), contactMatch(search)),
      ),
    )
    .orderBy(asc(sql`${users.userName} not ilike ${`${containing(search).slice(1)}`}`), byUserName())
    .limit(COMPETITOR_MATCHES_MAX);
}
