import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventFormat, ObstacleMark } from '../../shared/event-format';
import { createCourse } from '../test/courses';
import { assignReferee, createEvent } from '../test/factories';
import { withTestApp } from '../test/harness';

/**
 * The ranking of an event's format (`board_measure`, migration 0020), through the API on both
 * databases: the board equals a reference worked out here from the recorded runs, recording the same
 * runs in another order gives the same board, and failing one more obstacle never lifts a competitor.
 */
const NOW = new Date('2025-06-15T12:00:00.000Z');
const HOUR = 3_600_000;
const OBSTACLES = 4;
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

/** One recorded run: whose, the segment per obstacle attempted, which it cleared, and its run-out to the finish. */
interface Run {
  competitor: number;
  segments: number[];
  cleared: boolean[];
  finishMs: number;
}

/** A run's marks and duration as its lane would send them at an event of `format`. */
function laneRun(format: Exclude<EventFormat, 'time'>, run: Run, ids: number[]) {
  let ms = 0;
  const marks: ObstacleMark[] = [];
  for (const [position, segment] of run.segments.entries()) {
    ms += segment;
    marks.push({ equipmentId: ids[position], cleared: run.cleared[position], ms });
    // At an obstacles event the run ends at its first fail, the clock stopped at the mark.
    if (format === 'obstacles' && !run.cleared[position]) return { marks, duration: ms };
  }
  return { marks, duration: ms + run.finishMs };
}

/** The board's order by the rule, written out in TypeScript: [competitor, standing, rankedMs]. */
function referenceBoard(
  format: Exclude<EventFormat, 'time'>,
  penaltySeconds: number,
  runs: Run[],
  ids: number[],
) {
  const scored = runs.map((run, index) => {
    const { marks, duration } = laneRun(format, run, ids);
    const firstFail = marks.findIndex((mark) => !mark.cleared);
    const reached = firstFail === -1 ? marks.length : firstFail;
    const cleared = marks.filter((mark) => mark.cleared).length;
    const rankedMs =
      format === 'penalty'
        ? duration + (OBSTACLES - cleared) * penaltySeconds * 1000
        : reached === 0
          ? duration
          : marks[reached - 1].ms;
    // Runs finish a second apart in the order drawn: completion never ties.
    return {
      competitor: run.competitor,
      reached: format === 'obstacles' ? reached : 0,
      rankedMs,
      completed: index,
    };
  });
  const better = (a: (typeof scored)[number], b: (typeof scored)[number]) =>
    b.reached - a.reached || a.rankedMs - b.rankedMs || a.completed - b.completed;
  const bests = new Map<number, (typeof scored)[number]>();
  for (const entry of scored) {
    const best = bests.get(entry.competitor);
    if (!best || better(entry, best) < 0) bests.set(entry.competitor, entry);
  }
  const ordered = [...bests.values()].sort(better);
  return ordered.map((entry, index) => {
    const tiedWith = ordered.findIndex(
      (other) => other.reached === entry.reached && other.rankedMs === entry.rankedMs,
    );
    return [entry.competitor, tiedWith === -1 ? index + 1 : tiedWith + 1, entry.rankedMs];
  });
}

let round = 0;

/** Records `runs` (in `order`) at a new event of `format` and answers its board as [competitor, standing, rankedMs]. */
async function boardAfter(
  format: Exclude<EventFormat, 'time'>,
  penaltySeconds: number,
  runs: Run[],
  order: number[],
) {
  round += 1;
  const { location, sites } = await createCourse(
    db(),
    Array.from({ length: OBSTACLES }, (_, n) => `O${n}`),
  );
  const ids = sites.map((site) => site.equipmentId);
  const event = await createEvent(db(), {
    locationId: location.id,
    startTime: new Date(NOW.getTime() - HOUR),
    format,
    penaltySeconds: format === 'penalty' ? penaltySeconds : null,
  });
  const referee = await t.signIn({ roles: ['Referee'] });
  await assignReferee(db(), { eventId: event.id, userId: referee.id });
  const userIds = new Map<number, number>();
  for (const competitor of new Set(runs.map((run) => run.competitor)))
    userIds.set(competitor, (await t.createUser({ userName: `r${round}c${competitor}` })).id);
  for (const index of order) {
    const run = runs[index];
    const { marks, duration } = laneRun(format, run, ids);
    // Completion one second apart in the order drawn, whatever order they are recorded in.
    const completed = NOW.getTime() - (runs.length - index) * 1000;
    const response = await t.request({
      method: 'POST',
      url: '/api/Referee/AddToLeaderboard',
      token: referee.token,
      payload: {
        userId: userIds.get(run.competitor),
        eventId: event.id,
        locationId: location.id,
        timeStarted: new Date(completed - duration).toISOString(),
        timeCompleted: new Date(completed).toISOString(),
        duration,
        obstacles: marks,
        confirmShort: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const board = await t.request({ method: 'GET', url: `/api/Leaderboard/Event/${event.id}?limit=100` });
  const byUser = new Map([...userIds.keys()].map((competitor) => [`r${round}c${competitor}`, competitor]));
  return {
    ids,
    rows: (board.json() as { user: { userName: string }; standing: number; rankedMs: number }[]).map(
      (row) => [byUser.get(row.user.userName), row.standing, row.rankedMs],
    ),
  };
}

/** Few distinct segments, so equal figures (and their ties) come up. */
const run: fc.Arbitrary<Run> = fc.record({
  competitor: fc.integer({ min: 0, max: 3 }),
  segments: fc.array(fc.constantFrom(2_000, 3_000, 5_000), { minLength: OBSTACLES, maxLength: OBSTACLES }),
  cleared: fc.array(fc.boolean(), { minLength: OBSTACLES, maxLength: OBSTACLES }),
  finishMs: fc.constantFrom(1_000, 4_000),
});
const format = fc.constantFrom('obstacles' as const, 'penalty' as const);
const penaltySeconds = fc.constantFrom(1, 5, 30);

describe('an event board by its format', () => {
  it('equals the reference, and the same runs recorded in another order give the same board', async () => {
    await fc.assert(
      fc.asyncProperty(
        format,
        penaltySeconds,
        fc
          .array(run, { minLength: 1, maxLength: 6 })
          .chain((runs) =>
            fc.tuple(fc.constant(runs), fc.shuffledSubarray([...runs.keys()], { minLength: runs.length })),
          ),
        async (chosen, penalty, [runs, shuffled]) => {
          const inOrder = await boardAfter(chosen, penalty, runs, [...runs.keys()]);
          expect(inOrder.rows).toEqual(referenceBoard(chosen, penalty, runs, inOrder.ids));
          expect((await boardAfter(chosen, penalty, runs, shuffled)).rows).toEqual(inOrder.rows);
        },
      ),
      { numRuns: 12, seed: 40_020, endOnFailure: true },
    );
  }, 300_000);

  it('never lifts a competitor for failing one more obstacle', async () => {
    await fc.assert(
      fc.asyncProperty(
        format,
        penaltySeconds,
        fc.array(run, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.nat({ max: OBSTACLES - 1 }),
        async (chosen, penalty, runs, pick, obstacle) => {
          const changed = pick % runs.length;
          const failedMore = runs.map((each, index) =>
            index === changed
              ? { ...each, cleared: each.cleared.map((cleared, at) => (at === obstacle ? false : cleared)) }
              : each,
          );
          const order = [...runs.keys()];
          const standingOf = (rows: unknown[][]) =>
            rows.find((row) => row[0] === runs[changed].competitor)?.[1] as number;
          const before = standingOf((await boardAfter(chosen, penalty, runs, order)).rows);
          const after = standingOf((await boardAfter(chosen, penalty, failedMore, order)).rows);
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
      { numRuns: 12, seed: 40_021, endOnFailure: true },
    );
  }, 300_000);
});
