import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { StateCode } from '../../../shared/limits';
import type { DbOrTx } from '../../db/client';
import { type LocationRow, locations } from '../../db/schema/index';
import type { Deps } from '../deps';

/** The locations `where` picks, optionally those of one state, by name. */
export function locationsByName(
  db: DbOrTx,
  where: SQL | undefined,
  { state }: { state?: StateCode },
): Promise<LocationRow[]> {
  return db
    .select()
    .from(locations)
    .where(and(where, state ? eq(locations.state, state) : undefined))
    .orderBy(asc(sql`lower(${locations.name})`), asc(locations.id));
}

/**
 * Every location, disabled ones included (the admin manage screen, which shows and re-enables them),
 * by name; optionally those of one state (docs/spec.md §4: locations filter by exact state).
 */
export function listAllLocations(
  { db }: Deps<'db'>,
  input: { state?: StateCode } = {},
): Promise<LocationRow[]> {
  return locationsByName(db, undefined, input);
}
