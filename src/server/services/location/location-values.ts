import { and, eq, ne, or, sql } from 'drizzle-orm';
import { slugify } from '../../../shared/format';
import type { StateCode } from '../../../shared/limits';
import { locationNameTaken, messages, pathTaken } from '../../../shared/messages';
import type { DbOrTx } from '../../db/client';
import { uniqueViolationOf } from '../../db/errors';
import { locations } from '../../db/schema/index';
import { conflict, invalidField } from '../../lib/http-errors';

/** A location as the admin form gives it (the route maps the body to it). */
export interface LocationInput {
  name: string;
  /** Written by hand; absent: from the name (create) or unchanged (update). */
  path?: string;
  /** Absent: none (create) or unchanged (update); null clears. */
  streetNumber?: string | null;
  streetAddress: string;
  city: string;
  state: StateCode;
  /** Absent: none (create) or unchanged (update); null clears. */
  minimumSeconds?: number | null;
  /** The casual boards count gate-timed runs only. Absent: false (create) or unchanged (update). */
  gateOnly?: boolean;
  /** An IANA zone name. Absent: the state's (create) or unchanged (update). */
  timeZone?: string;
}

/**
 * A URL path from what the admin wrote, or from the name: 'Bondi Beach Park' → 'bondi-beach-park'. A
 * name or path without a letter or digit gives none, a 400 naming the field it came from.
 */
export function pathFrom(input: { name: string; path?: string }): string {
  const path = slugify(input.path ?? input.name);
  if (!path) throw invalidField(input.path === undefined ? 'name' : 'path', messages.pathNeedsLetter);
  return path;
}

/** The field a path conflict is shown on: the path input when one was written, else the name. */
const pathField = (input: { path?: string }) => (input.path === undefined ? 'name' : 'path');

/** 409s naming the field, when another location has the name or the path (both unique in any case). */
export async function assertLocationFree(
  db: DbOrTx,
  input: { name: string; path?: string },
  values: { path: string; exceptId?: number },
): Promise<void> {
  const taken = await db
    .select({ name: locations.name, path: locations.path })
    .from(locations)
    .where(
      and(
        or(
          eq(sql`lower(${locations.name})`, input.name.toLowerCase()),
          eq(sql`lower(${locations.path})`, values.path.toLowerCase()),
        ),
        values.exceptId === undefined ? undefined : ne(locations.id, values.exceptId),
      ),
    );
  if (taken.some((row) => row.name.toLowerCase() === input.name.toLowerCase())) {
    const message = locationNameTaken(input.name);
    throw conflict(message, { name: message }).as('NAME_TAKEN');
  }
  if (taken.length > 0) {
    const message = pathTaken('location', values.path);
    throw conflict(message, { [pathField(input)]: message }).as('PATH_TAKEN');
  }
}

/**
 * The 409 of a unique violation that slipped past assertLocationFree (another admin saved the same
 * name between the check and the write); any other error as it was.
 */
export function locationConflictOf(error: unknown, input: { name: string; path?: string }, path: string) {
  const constraint = uniqueViolationOf(error);
  if (constraint === undefined) return error;
  if (constraint === 'locations_name_ci') {
    const message = locationNameTaken(input.name);
    return conflict(message, { name: message }).as('NAME_TAKEN');
  }
  const message = pathTaken('location', path);
  return conflict(message, { [pathField(input)]: message }).as('PATH_TAKEN');
}
