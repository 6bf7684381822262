import { and, eq, ne, sql } from 'drizzle-orm';
import { slugify } from '../../../shared/format';
import { messages } from '../../../shared/messages';
import type { DbOrTx } from '../../db/client';
import { uniqueViolationOf } from '../../db/errors';
import { equipment } from '../../db/schema/index';
import { conflict } from '../../lib/http-errors';

/** The unique index that keeps two obstacles off one page address (any case). */
const PATH_INDEX = 'equipment_path_ci';

const nameTaken = () =>
  conflict(messages.equipmentNameTaken, { name: messages.equipmentNameTaken }).as('NAME_TAKEN');

/**
 * The page path of an obstacle named `name` (slugify), refused with a 409 naming `name` when another
 * obstacle (not `exceptId`) has it in any case: 'Monkey Bars' and 'monkey-bars' are one address.
 */
export async function freeEquipmentPath(
  db: DbOrTx,
  { name, exceptId }: { name: string; exceptId?: number },
): Promise<string> {
  const path = slugify(name);
  const [taken] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(
      and(
        eq(sql`lower(${equipment.path})`, path.toLowerCase()),
        exceptId === undefined ? undefined : ne(equipment.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw nameTaken();
  return path;
}

/** Another admin took the path between the check and the write: the same 409 as the check. */
export function pathTakenErrorOf(error: unknown): unknown {
  return uniqueViolationOf(error) === PATH_INDEX ? nameTaken() : error;
}
