import { asc, eq, sql } from 'drizzle-orm';
import type { StateCode } from '../../../shared/limits';
import { type LocationRow, locations } from '../../db/schema/index';
import type { Deps } from '../deps';

/**
 * Every location, disabled ones included (the admin manage screen, which shows and re-enables them),
 * by name; optionally those of one state (docs/spec.md §4: locations filter by exact state).
 */
export function listAllLocations(
  { db }: Deps<'db'>,
  input: { state?: StateCode } = {},
): Promise<LocationRow[]> {
  return db
    .select()
    .from(locations)
    .where(input.state ? eq(locations.state, input.state) : undefined)
    .orderBy(asc(sql`lower(${locations.name})`), asc(locations.id));
}
