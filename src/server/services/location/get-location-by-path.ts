import { and, eq, sql } from 'drizzle-orm';
import type { GetLocationBody } from '../../../shared/schemas/location';
import type { DbOrTx } from '../../db/client';
import { locations } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { LocationRow } from '../../presenters/location';

interface GetLocationByPathInput {
  db: DbOrTx;
  input: GetLocationBody;
}

/** An active location by its path in any case; a disabled one is as good as gone to the public. */
export async function getLocationByPath({ db, input }: GetLocationByPathInput): Promise<LocationRow> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(sql`lower(${locations.path})`, sql`lower(${input.path})`), eq(locations.disabled, false)))
    .limit(1);
  if (!row) throw notFound('Location');
  return row;
}
