import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import type { StoredKey } from '../../lib/idempotency';
import { epochMs } from './board-sql';
import { type CourseObstacle, courseObstaclesJson } from './record-splits';
import type { SeenPairing } from './witness-gate-run';

/** What a member's save reads before it writes: one round trip, whatever the save carries. */
interface SaveChecks {
  /** Null for an unknown location. */
  location: { disabled: boolean; minimumSeconds: number | null } | null;
  /** The course's obstacles in order, read only for a run with splits. */
  course: CourseObstacle[] | null;
  /** The gate pairing the save names; null when it names none or an unknown one. */
  pairing: SeenPairing | null;
  /** The Idempotency-Key as already kept: the save was sent before. */
  storedKey: StoredKey | null;
}

interface SaveChecksAsked {
  userId: number;
  locationId: number;
  withCourse: boolean;
  gatePairingId: number | null;
  key: string | null;
}

interface ChecksRow {
  disabled: boolean | null;
  minimumSeconds: number | null;
  course: CourseObstacle[] | null;
  pairingUserId: number | null;
  pairingLocationId: number;
  startMs: number | null;
  startUncertaintyMs: number | null;
  finishMs: number | null;
  finishUncertaintyMs: number | null;
  crossingsWitnessed: boolean;
  pairingSaved: boolean;
  keyRoute: string | null;
  requestHash: string;
  statusCode: number;
  response: unknown;
}

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * The location, the course (for splits), the gate pairing (with whether a time names it) and the
 * Idempotency-Key, read in one statement. Nothing is locked: the write that follows is one statement
 * whose constraints refuse what changed in between (a second save of a gate run, a key taken).
 */
export async function readSaveChecks(db: DbOrTx, asked: SaveChecksAsked): Promise<SaveChecks> {
  const [row] = await queryRows<ChecksRow>(
    db,
    sql`select l.disabled, l.minimum_seconds as "minimumSeconds",
        ${asked.withCourse ? courseObstaclesJson(asked.locationId) : sql`null::jsonb`} as course,
        p.user_id as "pairingUserId", p.location_id as "pairingLocationId",
        ${epochMs(sql`p.start_at`)} as "startMs", p.start_uncertainty_ms as "startUncertaintyMs",
        ${epochMs(sql`p.finish_at`)} as "finishMs", p.finish_uncertainty_ms as "finishUncertaintyMs",
        p.crossings_witnessed as "crossingsWitnessed",
        exists (select from times t where t.gate_pairing_id = p.id) as "pairingSaved",
        k.route as "keyRoute", k.request_hash as "requestHash", k.status_code as "statusCode", k.response
      from (values (1)) as one (n)
      left join locations l on l.id = ${asked.locationId}
      left join gate_pairings p on p.id = ${asked.gatePairingId}::int
      left join idempotency_keys k on k.user_id = ${asked.userId} and k.key = ${asked.key}::text`,
  );
  return {
    location: row.disabled === null ? null : { disabled: row.disabled, minimumSeconds: row.minimumSeconds },
    course: row.course,
    pairing:
      row.pairingUserId === null
        ? null
        : {
            userId: row.pairingUserId,
            locationId: row.pairingLocationId,
            startAt: dateOf(row.startMs),
            startUncertaintyMs: row.startUncertaintyMs,
            finishAt: dateOf(row.finishMs),
            finishUncertaintyMs: row.finishUncertaintyMs,
            crossingsWitnessed: row.crossingsWitnessed,
            saved: row.pairingSaved,
          },
    storedKey:
      row.keyRoute === null
        ? null
        : {
            route: row.keyRoute,
            requestHash: row.requestHash,
            statusCode: row.statusCode,
            response: row.response,
          },
  };
}
