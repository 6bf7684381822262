import { and, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locationSubscriptions, locations, users } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';

/** Whose SMS updates to send: one location's subscribers, or (no id) every member. */
export interface RecipientGroup {
  locationId?: number;
}

/**
 * Who receives a bulk SMS: members with SMS updates on, a confirmed phone number and an active
 * account; for a location, those of them subscribed to it. A number two members share is texted once.
 */
export function recipientFilter(db: DbOrTx, { locationId }: RecipientGroup): SQL | undefined {
  return and(
    eq(users.smsNotifications, true),
    eq(users.phoneNumberConfirmed, true),
    eq(users.disabled, false),
    isNotNull(users.phoneNumber),
    ne(users.phoneNumber, ''),
    locationId === undefined
      ? undefined
      : inArray(
          users.id,
          db
            .select({ userId: locationSubscriptions.userId })
            .from(locationSubscriptions)
            .where(eq(locationSubscriptions.locationId, locationId)),
        ),
  );
}

/** A group's location must exist and be active: an unknown or disabled one is a 404. */
export async function assertGroupLocation(db: DbOrTx, { locationId }: RecipientGroup): Promise<void> {
  if (locationId === undefined) return;
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.disabled, false)));
  if (!location) throw notFound('Location');
}
