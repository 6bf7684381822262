import { and, asc, eq, sql } from 'drizzle-orm';
import type { StateCode } from '../../../shared/limits';
import type { DbOrTx } from '../../db/client';
import { locations } from '../../db/schema/index';
import type { LocationRow } from '../../presenters/location';

interface ListActiveLocationsInput {
  db: DbOrTx;
  input?: { state?: StateCode };
}

/** Locations open to the public (not disabled), by name; optionally those in one state. */
export function listActiveLocations({ db, input = {} }: ListActiveLocationsInput): Promise<LocationRow[]> {
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
