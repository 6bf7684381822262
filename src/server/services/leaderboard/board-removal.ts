import { eq } from 'drizzle-orm';
import { formatDuration, formatZonedDateTime } from '../../../shared/format';
import { accountHelpPaths } from '../../../shared/site-paths';
import type { DbOrTx } from '../../db/client';
import { locations, type TimeRow, times, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';

/** What an admin's removal or restore changes on the run. */
type BoardRemoval = Pick<TimeRow, 'removedAt' | 'removedReason' | 'removedById'>;

/**
 * Takes a run off the boards or puts it back (`change`), in one transaction with its audit row:
 * the row is locked, a missing one is a 404, and `allowed` says whether the run's present state
 * permits it (else a 409 with `refusal`). The counts trigger (migration 0016) moves every board.
 */
export async function changeBoardRemoval(
  { db, actor }: Deps<'db'> & SignedIn,
  input: {
    timeId: number;
    change: BoardRemoval;
    allowed: (time: TimeRow) => boolean;
    refusal: string;
    action: 'remove-from-boards' | 'restore-to-boards';
  },
): Promise<TimeRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(times).where(eq(times.id, input.timeId)).for('update');
    if (!before) throw notFound('Time');
    if (!input.allowed(before)) throw conflict(input.refusal);
    const [after] = await tx.update(times).set(input.change).where(eq(times.id, input.timeId)).returning();
    await recordAudit(tx, {
      actor,
      action: input.action,
      entity: 'time',
      entityId: input.timeId,
      before,
      after,
    });
    return after ?? before;
  });
}

/**
 * Tells the runner, through the outbox, that an admin removed their run from the boards and why, or
 * put it back. Sent after the change commits; a message that cannot be queued is logged, the change
 * stands.
 */
export async function tellRunner(
  { db, mail, log, config }: Deps<'db' | 'mail' | 'log' | 'config'>,
  time: TimeRow,
): Promise<void> {
  const [row] = await runnerAndCourse(db, time);
  if (!row) return;
  const run = `your run of ${formatDuration(time.duration)} at ${row.location} on ${formatZonedDateTime(time.timeCompleted, row.timeZone)}`;
  const results = `Your results: ${config.publicUrl}${accountHelpPaths.myResults}`;
  const text =
    time.removedReason === null
      ? [`Hi ${row.userName},`, '', `An admin has put ${run} back on the boards.`, '', results]
      : [
          `Hi ${row.userName},`,
          '',
          `An admin has removed ${run} from the boards. The reason given:`,
          '',
          time.removedReason,
          '',
          'The run stays in your results. If you think this is a mistake, reply to the club through the Feedback page.',
          '',
          results,
        ];
  try {
    await mail.send({
      to: row.email,
      subject:
        time.removedReason === null
          ? 'Your CourseClock run is back on the boards'
          : 'Your CourseClock run was removed from the boards',
      text: text.join('\n'),
    });
  } catch (error) {
    log.error({ err: error, timeId: time.id }, 'board removal e-mail not queued');
  }
}

function runnerAndCourse(db: DbOrTx, time: TimeRow) {
  return db
    .select({
      email: users.email,
      userName: users.userName,
      location: locations.name,
      timeZone: locations.timeZone,
    })
    .from(users)
    .innerJoin(locations, eq(locations.id, time.locationId))
    .where(eq(users.id, time.userId));
}
