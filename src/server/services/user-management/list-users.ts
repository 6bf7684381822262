import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema/index';
import { rolesSelection } from '../../lib/actor';
import type { Deps } from '../deps';

export interface UserSearch {
  /** Part of the user name, any case; its % and _ are taken literally. */
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

/** `%text%` for ILIKE with the text's own wildcards (and the escape character) taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The manage screen's list (docs/spec.md §4 "Filters"): active or disabled users, by user name, a page at a time. */
export async function listUsers({ db }: Deps<'db'>, query: UserSearch): Promise<UserList> {
  const where = and(
    eq(users.disabled, query.disabled),
    query.search ? ilike(users.userName, containing(query.search)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      disabled: users.disabled,
      photoUrl: users.photoUrl,
      roles: rolesSelection(),
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(where)
    .groupBy(users.id)
    .orderBy(asc(sql`lower(${users.userName})`), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { total, page: query.page, pageSize: query.pageSize, users: rows };
}
