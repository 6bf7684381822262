import { belowPlausibleMinimum, messages } from '../../../shared/messages';
import type { Split } from '../../../shared/splits';
import { checkTimeSubmission } from '../../../shared/time-checks';
import type { MemberTimingMethod } from '../../../shared/timing-method';
import { type DbOrTx, queryRows } from '../../db/client';
import { uniqueViolationOf } from '../../db/errors';
import { badRequest, invalidField, notFound } from '../../lib/http-errors';
import {
  isKeyTaken,
  type KeyToKeep,
  readStoredKey,
  replayOf,
  requestDigest,
  type StoredKey,
} from '../../lib/idempotency';
import type { Deps, SignedIn } from '../deps';
import { casualSaveStatement, type SavedRun } from './casual-save-statement';
import { type PlacedTime, placedTimeOf } from './place-saved-time';
import { readSaveChecks } from './read-save-checks';
import { checkSplitsFitCourse, compareWithHistory } from './record-splits';
import { splitHistoryOf } from './split-history';
import { gateRunSaved, witnessGateRun } from './witness-gate-run';

/** A member's own run at a location, as the stopwatch measured it. */
interface CasualRun {
  locationId: number;
  /** ISO-8601. */
  timeStarted: string;
  timeCompleted: string;
  /** Milliseconds. */
  duration: number;
  /** Cumulative per obstacle of the course, in its order; none for a run timed without splits. */
  splits?: readonly Split[];
  /** 'gate' when a camera gate timed it; absent: by hand. */
  timingMethod?: MemberTimingMethod;
  /** The gate pairing whose crossings the server saw: the run is witnessed when they confirm it. */
  gatePairingId?: number;
}

/** The save's Idempotency-Key with what it was sent with: 'METHOD /path' and the validated body. */
interface SentWithKey {
  key: string;
  route: string;
  body: unknown;
}

/**
 * Where the saved time stands; for a save sent again under its key, the first one's. `answered` is a
 * key's answer kept in the form the route sent it, before keys kept the statement's answer.
 */
type AddedTime = { placed: PlacedTime; replayed: boolean } | { answered: unknown; replayed: true };

/**
 * A member saves their own run: always casual, no event, recorded by themselves. Two round trips
 * (docs/architecture.md, "A save"): the checks' reads in one statement, then the write and its answer
 * in one statement, which is its own transaction.
 */
export async function addTime(
  { db, actor, now }: Deps<'db' | 'now'> & SignedIn,
  input: CasualRun,
  sent?: SentWithKey,
): Promise<AddedTime> {
  const splits = input.splits ?? [];
  const key: KeyToKeep | null = sent
    ? {
        userId: actor.id,
        key: sent.key,
        route: sent.route,
        requestHash: requestDigest(sent.route, sent.body),
      }
    : null;
  const checks = await readSaveChecks(db, {
    userId: actor.id,
    locationId: input.locationId,
    withCourse: splits.length > 0,
    gatePairingId: input.gatePairingId ?? null,
    key: key?.key ?? null,
  });
  if (checks.storedKey && key) return replayed(checks.storedKey, key, splits);

  const errors = checkTimeSubmission(input, now);
  const [firstError] = Object.values(errors);
  if (firstError) throw badRequest(firstError, errors);
  const { location } = checks;
  if (!location) throw notFound('Location');
  if (location.disabled) throw invalidField('locationId', messages.locationNotActive);
  const minimumMs = (location.minimumSeconds ?? 0) * 1000;
  if (input.duration < minimumMs) throw invalidField('duration', belowPlausibleMinimum(minimumMs));
  const course = splits.length > 0 ? checkSplitsFitCourse(checks.course ?? [], { ...input, splits }) : null;
  const evidence = witnessGateRun(actor, input, checks.pairing);

  const statement = casualSaveStatement(
    {
      ...input,
      userId: actor.id,
      timingMethod: input.timingMethod ?? 'manual',
      evidence,
      splits,
      course,
    },
    key,
  );
  try {
    const [row] = await queryRows<{ saved: SavedRun }>(db, statement);
    return { placed: placedRunOf(row.saved, splits), replayed: false };
  } catch (error) {
    if (key && isKeyTaken(error)) return replayedAfterRace(db, key, splits);
    if (uniqueViolationOf(error) === 'times_gate_pairing') throw gateRunSaved();
    throw error;
  }
}

/** The answer from the statement's (or the kept key's) rows; the same input gives the same answer. */
const placedRunOf = (saved: SavedRun, splits: readonly Split[]): PlacedTime => ({
  ...placedTimeOf(saved.placed),
  splits: splits.length > 0 ? compareWithHistory(splits, splitHistoryOf(saved.history)) : [],
});

function replayed(stored: StoredKey, key: KeyToKeep, splits: readonly Split[]): AddedTime {
  const { body } = replayOf<unknown>(stored, key.route, key.requestHash);
  if (body !== null && typeof body === 'object' && 'placed' in body && 'history' in body)
    return { placed: placedRunOf(body as SavedRun, splits), replayed: true };
  return { answered: body, replayed: true };
}

/** The same save sent twice at once: the second waited for the first's key, and answers with it. */
async function replayedAfterRace(db: DbOrTx, key: KeyToKeep, splits: readonly Split[]): Promise<AddedTime> {
  const stored = await readStoredKey(db, key.userId, key.key);
  if (!stored) throw new Error('an Idempotency-Key taken is kept');
  return replayed(stored, key, splits);
}
