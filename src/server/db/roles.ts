import { ROLE_NAMES } from '../../shared/roles';
import type { DbOrTx } from './client';
import { roles } from './schema/index';

/** The roles every installation has; run once at start (and after a test truncates the tables). */
export async function ensureRoles(db: DbOrTx): Promise<void> {
  // A read first: at a restart the roles are there, and the read costs less than the insert.
  const existing = await db.select({ name: roles.name }).from(roles);
  if (ROLE_NAMES.every((name) => existing.some((row) => row.name === name))) return;
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name })))
    .onConflictDoNothing();
}
