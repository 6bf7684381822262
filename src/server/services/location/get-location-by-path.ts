import { and, eq, sql } from 'drizzle-orm';
import { type LocationRow, locations } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';

/** An active location by its path in any case; a disabled one is as good as gone to the public. */
export async function getLocationByPath({ db }: Deps<'db'>, input: { path: string }): Promise<LocationRow> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(sql`lower(${locations.path})`, sql`lower(${input.path})`), eq(locations.disabled, false)))
    .limit(1);
  if (!row) throw notFound('Location');
  return row;
}
