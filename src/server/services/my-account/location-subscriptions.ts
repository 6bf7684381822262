import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locationSubscriptions, locations } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';

interface SubscriptionToggle {
  subscribed: boolean;
  locationIds: number[];
}

async function subscribedIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: locationSubscriptions.locationId })
    .from(locationSubscriptions)
    .where(eq(locationSubscriptions.userId, userId))
    .orderBy(asc(locationSubscriptions.locationId));
  return rows.map((row) => row.id);
}

/**
 * Subscribes the member to a location's SMS updates, or unsubscribes when already subscribed
 * (docs/spec.md §7 HandleSubscribe). An unknown or disabled location is a 404.
 */
export async function toggleLocationSubscription(
  { db, actor }: Deps<'db'> & SignedIn,
  { locationId }: { locationId: number },
): Promise<SubscriptionToggle> {
  return db.transaction(async (tx) => {
    const [location] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, locationId), eq(locations.disabled, false)));
    if (!location) throw notFound('Location');
    const removed = await tx
      .delete(locationSubscriptions)
      .where(
        and(eq(locationSubscriptions.userId, actor.id), eq(locationSubscriptions.locationId, locationId)),
      )
      .returning({ id: locationSubscriptions.locationId });
    if (removed.length === 0)
      await tx.insert(locationSubscriptions).values({ userId: actor.id, locationId }).onConflictDoNothing();
    return { subscribed: removed.length === 0, locationIds: await subscribedIds(tx, actor.id) };
  });
}

/** The active locations the member follows, by name. */
export function listLocationSubscriptions({ db, actor }: Deps<'db'> & SignedIn) {
  return db
    .select({ id: locations.id, name: locations.name, path: locations.path })
    .from(locationSubscriptions)
    .innerJoin(locations, eq(locations.id, locationSubscriptions.locationId))
    .where(and(eq(locationSubscriptions.userId, actor.id), eq(locations.disabled, false)))
    .orderBy(asc(locations.name));
}
