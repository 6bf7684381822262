import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containing } from '../../db/like';
import { users } from '../../db/schema/index';
import type { Deps } from '../deps';

export const COMPETITOR_MATCHES_MAX = 20;

export interface Competitor {
  id: number;
  userName: string;
  email: string;
  phoneNumber: string | null;
}

/**
 * Phones are stored as +614…; a referee types what the competitor says, usually 04…, so a search
 * that looks like the start of a local mobile also matches the stored form.
 */
function phoneMatch(search: string): SQL | undefined {
  const digits = search.replace(/[\s-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return undefined;
  const stored = digits.startsWith('0') ? `+61${digits.slice(1)}` : digits;
  return or(ilike(users.phoneNumber, containing(digits)), ilike(users.phoneNumber, containing(stored)));
}

/**
 * Active users whose user name, e-mail, phone or full name contains the search (any case), user
 * names starting with it first, at most COMPETITOR_MATCHES_MAX.
 */
export function findCompetitors({ db }: Deps<'db'>, { search }: { search: string }): Promise<Competitor[]> {
  const pattern = containing(search);
  const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  return db
    .select({ id: users.id, userName: users.userName, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(
      and(
        eq(users.disabled, false),
        or(
          ilike(users.userName, pattern),
          ilike(users.email, pattern),
          ilike(fullName, pattern),
          phoneMatch(search),
        ),
      ),
    )
    .orderBy(
      asc(sql`${users.userName} not ilike ${`${containing(search).slice(1)}`}`),
      asc(sql`lower(${users.userName})`),
    )
    .limit(COMPETITOR_MATCHES_MAX);
}
