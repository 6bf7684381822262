import { randomInt } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import {
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_LIFETIME_MS,
} from '../../../shared/gate/pairing';
import { messages } from '../../../shared/messages';
import type { DbOrTx } from '../../db/client';
import { type GatePairingRow, gatePairings, locations } from '../../db/schema/index';
import { invalidField, notFound } from '../../lib/http-errors';
import { takeSlot } from '../../lib/rate-limit';
import { addMs } from '../../lib/time';
import type { Deps, SignedIn } from '../deps';
import { gatePairingLimit, soloPairingLimit } from './gate-limits';

/** With thousands of live codes of 8.5 × 10^11, ten draws in a row all taken does not happen. */
const DRAWS = 10;

const drawCode = () =>
  Array.from(
    { length: PAIRING_CODE_LENGTH },
    () => PAIRING_CODE_ALPHABET[randomInt(0, PAIRING_CODE_ALPHABET.length)],
  ).join('');

/**
 * One draw: frees the code if only an expired pairing holds it, then takes it unless a live one
 * does. ON CONFLICT on the partial unique index keeps a clash from aborting the transaction, so
 * two instances drawing the same code at once get one each of the row and a redraw.
 */
async function tryCode(
  tx: DbOrTx,
  values: { code: string; locationId: number; userId: number; now: Date; solo: boolean },
): Promise<GatePairingRow | undefined> {
  const { code, now } = values;
  await tx
    .update(gatePairings)
    .set({ codeLive: false })
    .where(and(eq(gatePairings.code, code), gatePairings.codeLive, lte(gatePairings.expiresAt, now)));
  const [row] = await tx
    .insert(gatePairings)
    .values({
      code,
      locationId: values.locationId,
      userId: values.userId,
      createdAt: now,
      expiresAt: addMs(now, PAIRING_LIFETIME_MS),
      // One phone is both lines: its finish is there from the start.
      ...(values.solo ? { solo: true, finishJoinedAt: now, state: 'paired' as const } : {}),
    })
    .onConflictDoNothing({ target: gatePairings.code, where: sql`${gatePairings.codeLive}` })
    .returning();
  return row;
}

/**
 * The start phone opens a pairing for a course, with a fresh code the finish phone joins with; or a
 * single phone opens a `solo` one, both lines at once (paired from the start, its code never shown).
 */
export async function createGatePairing(
  { db, actor, now }: Deps<'db' | 'now'> & SignedIn,
  { locationId, solo = false }: { locationId: number; solo?: boolean },
): Promise<GatePairingRow> {
  const [location] = await db
    .select({ disabled: locations.disabled })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!location) throw notFound('Location');
  if (location.disabled) throw invalidField('locationId', messages.locationNotActive);
  await takeSlot(db, solo ? soloPairingLimit(actor.id) : gatePairingLimit(actor.id), now);
  return db.transaction(async (tx) => {
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const row = await tryCode(tx, { code: drawCode(), locationId, userId: actor.id, now, solo });
      if (row) return row;
    }
    throw new Error('no free pairing code in ten draws');
  });
}
