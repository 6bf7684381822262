import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containing } from '../../db/like';
import { roles, userRoles, users } from '../../db/schema/index';
import { byUserName, userContactColumns } from '../../db/user-columns';
import { rolesSelection } from '../../lib/actor';
import type { Deps } from '../deps';

interface UserSearch {
  /** Part of a user name, first or last name, full name, e-mail or phone number, any case; % and _ are literal. */
  search?: string;
  disabled: boolean;
  page: number;
  pageSize: number;
}

export interface UserListRow {
  id: number;
  userName: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phoneNumber: string | null;
  disabled: boolean;
  photoUrl: string | null;
  roles: string[];
}

export interface UserList {
  total: number;
  page: number;
  pageSize: number;
  users: UserListRow[];
}

/** Shortest run of digits looked up in phone numbers: fewer would match nearly everyone. */
const PHONE_DIGITS_MIN = 3;

/**
 * Phone numbers are stored as +61…: a search typed the way people say them (0412 345, 412345) matches
 * their digits, with a leading 0 read as Australia's +61.
 */
function phoneMatch(search: string): SQL | undefined {
  const digits = search.replace(/\D/g, '');
  if (digits.length < PHONE_DIGITS_MIN || /[a-z]/i.test(search)) return undefined;
  const international = digits.startsWith('0') ? `61${digits.slice(1)}` : digits;
  return sql`regexp_replace(coalesce(${users.phoneNumber}, ''), '\D', '', 'g') like ${`%${international}%`}`;
}

/** Who a search finds: any part of a name, the full name, the e-mail or the phone number. */
function searchMatch(search: string): SQL | undefined {
  const pattern = containing(search);
  return or(
    ilike(users.userName, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
    ilike(users.email, pattern),
    phoneMatch(search),
  );
}

/**
 * The manage screen's list (docs/spec.md §4 "Filters"): active or disabled users, found by name, e-mail
 * or phone, a page at a time.
 */
export async function listUsers({ db }: Deps<'db'>, query: UserSearch): Promise<UserList> {
  const where = and(eq(users.disabled, query.disabled), query.search ? searchMatch(query.search) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({
      ...userContactColumns,
      disabled: users.disabled,
      photoUrl: users.photoUrl,
      roles: rolesSelection(),
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(where)
    .groupBy(users.id)
    .orderBy(byUserName(), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { total, page: query.page, pageSize: query.pageSize, users: rows };
}
