import { eq } from 'drizzle-orm';
import type { StateCode } from '../../../shared/limits';
import { type LocationRow, locations } from '../../db/schema/index';
import type { Deps } from '../deps';
import { locationsByName } from './list-all-locations';

/** Locations open to the public (not disabled), by name; optionally those in one state. */
export function listActiveLocations(
  { db }: Deps<'db'>,
  input: { state?: StateCode } = {},
): Promise<LocationRow[]> {
  return locationsByName(db, eq(locations.disabled, false), input);
}

/** The sorted, distinct states of a location list. */
export function statesOf(rows: LocationRow[]): string[] {
  return [...new Set(rows.map((row) => row.state))].sort();
}
