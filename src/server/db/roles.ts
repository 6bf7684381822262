import { ROLE_NAMES } from '../../shared/roles';
import type { DbOrTx } from './client';
import { roles } from './schema/index';

/** The roles every installation has; run once at start (and after a test truncates the tables). */
export async function ensureRoles(db: DbOrTx): Promise<void> {
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name })))
    .onConflictDoNothing();
}
