import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { ROLE_ADMIN, ROLE_REFEREE } from '../../shared/roles';
import type { DbOrTx } from '../db/client';
import { refreshTokens, roles, userRoles, users } from '../db/schema/index';

/** Who is making a request: loaded fresh on every request so disabling a user takes effect at once. */
export interface Actor {
  id: number;
  userName: string;
  email: string;
  roles: string[];
  isAdmin: boolean;
  isReferee: boolean;
}

interface UserWithRoles {
  id: number;
  userName: string;
  email: string;
  disabled: boolean;
  /** Needed only by login; never leaves the server (toActor drops it). */
  passwordHash: string;
  roles: string[];
}

export function rolesSelection() {
  return sql<
    string[]
  >`coalesce(array_agg(${roles.name} order by ${roles.name}) filter (where ${roles.name} is not null), '{}')`;
}

function userWithRolesColumns() {
  return {
    id: users.id,
    userName: users.userName,
    email: users.email,
    disabled: users.disabled,
    passwordHash: users.passwordHash,
    roles: rolesSelection(),
  };
}

async function selectUserWithRoles(db: DbOrTx, where: SQL | undefined): Promise<UserWithRoles | undefined> {
  const [row] = await db
    .select(userWithRolesColumns())
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(where)
    .groupBy(users.id)
    .limit(1);
  return row;
}

export function loadUserWithRoles(db: DbOrTx, userId: number): Promise<UserWithRoles | undefined> {
  return selectUserWithRoles(db, eq(users.id, userId));
}

interface SessionUser extends UserWithRoles {
  /** The session has a refresh token that is neither revoked nor expired. */
  sessionLive: boolean;
}

/**
 * The user of an access token and whether its session is still live, in one query: logout, a
 * password reset or an admin ending the sessions stops the access tokens at once, not at expiry.
 */
export async function loadSessionUser(
  db: DbOrTx,
  { userId, sessionId, now }: { userId: number; sessionId: string; now: Date },
): Promise<SessionUser | undefined> {
  const liveToken = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.family, sessionId),
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  const [row] = await db
    .select({ ...userWithRolesColumns(), sessionLive: sql<boolean>`exists ${liveToken}` })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.id, userId))
    .groupBy(users.id)
    .limit(1);
  return row;
}

/** The account a login names: its user name or e-mail, in any case. */
export function findUserByLogin(db: DbOrTx, login: string): Promise<UserWithRoles | undefined> {
  const name = login.trim().toLowerCase();
  return selectUserWithRoles(
    db,
    or(eq(sql`lower(${users.userName})`, name), eq(sql`lower(${users.email})`, name)),
  );
}

export function toActor(user: UserWithRoles): Actor {
  return {
    id: user.id,
    userName: user.userName,
    email: user.email,
    roles: user.roles,
    isAdmin: user.roles.includes(ROLE_ADMIN),
    isReferee: user.roles.includes(ROLE_REFEREE),
  };
}
