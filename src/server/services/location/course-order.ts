import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { locations, siteEquipment } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';

type SiteRecord = typeof siteEquipment.$inferSelect;

/**
 * The obstacles of a location in course order, with the location locked until the transaction ends,
 * so two admins changing one course run one after the other and each reads the other's result (the
 * second waits for the lock, and its next statement sees what the first committed). FOR NO KEY UPDATE
 * conflicts with itself and with edits of the location row, but not with the key-share locks that
 * saving a time at the location takes, so runners never wait on a reorder.
 */
export async function lockCourse(tx: Tx, locationId: number): Promise<SiteRecord[]> {
  const [location] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId))
    .for('no key update');
  if (!location) throw notFound('Location');
  return tx
    .select()
    .from(siteEquipment)
    .where(eq(siteEquipment.locationId, locationId))
    .orderBy(asc(siteEquipment.index), asc(siteEquipment.id));
}

/**
 * Writes positions 0…n-1 in the given order, in one statement touching only rows that move. It also
 * closes any gap left by something else (an obstacle deleted from the catalogue takes its site rows
 * with it). site_equipment has no unique (location, index), so no intermediate order can collide.
 */
export async function renumberCourse(tx: Tx, ordered: readonly SiteRecord[]): Promise<void> {
  const moves = ordered.flatMap((row, position) =>
    row.index === position ? [] : [{ id: row.id, position }],
  );
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map(({ id, position }) => sql`(${id}::integer, ${position}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${siteEquipment} set "index" = moved.position
    from (values ${values}) as moved(id, position)
    where ${siteEquipment.id} = moved.id`);
}

/** `list` with `item` put at `index`, clamped to the list (past the end: last). */
export function placeAt<T>(list: readonly T[], item: T, index: number): T[] {
  const position = Math.min(index, list.length);
  return [...list.slice(0, position), item, ...list.slice(position)];
}
