import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { times } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { forbidden, notFound } from '../../lib/http-errors';
import { timePolicy } from '../../policies/time';
import type { Deps, SignedIn } from '../deps';
import { loadEventFacts } from '../event/event-referee-ids';
import { readTimeMarks } from './record-marks';
import { readTimeSplits } from './record-splits';

/**
 * Removes one stored time, if the time policy lets the actor: a member their own casual time, a
 * referee an official time of their event while its recording window lasts, an admin any. A referee
 * of the event past the window is told why (the Delete Times list shows past events). The deleted row
 * goes to the audit log in the same transaction, so an admin can restore it.
 */
export async function deleteTime(
  { db, actor, now }: Deps<'db' | 'now'> & SignedIn,
  { timeId }: { timeId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [time] = await tx.select().from(times).where(eq(times.id, timeId)).for('update');
    if (!time) throw notFound('Time');
    const event = time.eventId ? await loadEventFacts({ db: tx }, { eventId: time.eventId }) : null;
    if (!timePolicy.mayDelete(actor, time, event, now)) {
      const pastWindow = event !== null && timePolicy.mayListRecorded(actor, event);
      throw forbidden(pastWindow ? messages.deleteOutsideRefereeWindow : undefined);
    }

    // The splits and marks go with the time (on delete cascade); the audit row keeps them for a restore.
    const splits = await readTimeSplits(tx, timeId);
    const marks = await readTimeMarks(tx, timeId);
    await tx.delete(times).where(eq(times.id, timeId));
    const before = {
      ...time,
      ...(splits.length > 0 ? { splits } : {}),
      ...(marks.length > 0 ? { obstacles: marks } : {}),
    };
    await recordAudit(tx, { actor, action: 'delete', entity: 'time', entityId: timeId, before });
  });
}
