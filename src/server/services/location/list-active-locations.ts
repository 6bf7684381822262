import { and, asc, eq, sql } from 'drizzle-orm';
import type { StateCode } from '../../../shared/limits';
import { type LocationRow, locations } from '../../db/schema/index';
import type { Deps } from '../deps';

/** Locations open to the public (not disabled), by name; optionally those in one state. */
export function listActiveLocations(
  { db }: Deps<'db'>,
  input: { state?: StateCode } = {},
): Promise<LocationRow[]> {
  return db
    .select()
    .from(locations)
    .where(and(eq(locations.disabled, false), input.state ? eq(locations.state, input.state) : undefined))
    .orderBy(asc(sql`lower(${locations.name})`), asc(locations.id));
}

/** The sorted, distinct states of a location list. */
export function statesOf(rows: LocationRow[]): string[] {
  return [...new Set(rows.map((row) => row.state))].sort();
}
