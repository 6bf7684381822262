import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectBoardsAsReference } from '../test/board-rule-checks';
import { apply } from '../test/board-rule-operations';
import { MEMBER_NAMES, type Operation, type Setup, startWorld } from '../test/board-rule-world';
import { withTestApp } from '../test/harness';

/**
 * One rule for every board (docs/architecture.md, "The board rule"): random sequences of what members,
 * referees and admins do (saves with and without splits: by hand, by gate, through a solo pairing
 * the server witnessed or whose crossings came late; official times; a course's minimum, gate-only
 * flag and obstacle order changed; members disabled and enabled; times deleted, restored from the
 * audit, removed from the boards and put back; a gate run's witnessed mark flipped in the row; the
 * clock moving on), after which, and wherever a `check` falls in the sequence, every board read
 * through the API equals the same board worked out from the stored rows in TypeScript
 * (src/server/test/board-reference.ts, segments-reference.ts): the casual and comp boards of every
 * period, CasualResults, the event boards and their CSV, GetOverview, Segments, MyResults' places,
 * MySplits and each save's standing. Seeded and bounded; endOnFailure reports the first failing
 * sequence as drawn.
 */
const t = withTestApp();

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const member = fc.integer({ min: 0, max: MEMBER_NAMES.length - 1 });
const location = fc.integer({ min: 0, max: 1 });
/** Few distinct durations, so equal times (and their tie rules) come up often; all at least 20 s. */
const duration = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(21_000, 25_000, 30_000, 36_000) },
  { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 45_000 }) },
);
/** Segments of the first obstacles (the last takes the rest), few distinct ones for ties; or no splits. */
const segments = fc.option(fc.array(fc.constantFrom(1_000, 3_000, 5_000), { minLength: 2, maxLength: 2 }), {
  nil: null,
});
const minimumSeconds = fc.constantFrom(null, 22, 28, 33, 40);
const pick = fc.nat({ max: 50 });
/** When a member's run finished: within the 30 days a save may be dated, sometimes at equal instants. */
const agoMs = fc.oneof(fc.constantFrom(60_000, DAY_MS, 3 * DAY_MS), fc.integer({ min: 0, max: 29 * DAY_MS }));
const timing = fc.constantFrom('manual' as const, 'gate' as const, 'witnessed' as const, 'late' as const);

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('save' as const),
      member,
      location,
      duration,
      agoMs,
      timing,
      segments,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('repeat' as const), pick, agoMs, timing, segments }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('official' as const),
      member,
      location,
      duration: fc.oneof(duration, fc.constantFrom(12_000, 15_000)),
      agoMs: fc.integer({ min: 0, max: 90 * 60_000 }),
      segments,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('minimum' as const), location, seconds: minimumSeconds }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('gateOnly' as const), location, on: fc.boolean() }) },
  fc.record({ kind: fc.constant('locationDisabled' as const), location, disabled: fc.boolean() }),
  fc.record({ kind: fc.constant('disable' as const), member }),
  fc.record({ kind: fc.constant('enable' as const), member }),
  fc.record({ kind: fc.constant('ownDelete' as const), member, pick }),
  fc.record({ kind: fc.constant('adminDelete' as const), pick }),
  fc.record({ kind: fc.constant('restore' as const), pick }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick, removed: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('witness' as const), pick, witnessed: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('moveObstacle' as const),
      location,
      from: fc.nat({ max: 2 }),
      to: fc.nat({ max: 2 }),
    }),
  },
  fc.record({
    kind: fc.constant('advance' as const),
    ms: fc.constantFrom(3 * HOUR_MS, 2 * DAY_MS, 10 * DAY_MS, 40 * DAY_MS, 400 * DAY_MS),
  }),
  fc.record({ kind: fc.constant('check' as const) }),
);

const setup: fc.Arbitrary<Setup> = fc.record({
  minimumSeconds: fc.array(minimumSeconds, { minLength: 2, maxLength: 2 }),
  gateOnly: fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
});

describe('the board rule, on every board', () => {
  it('every board read through the API equals the board worked out from the stored rows', async () => {
    await fc.assert(
      fc.asyncProperty(
        setup,
        fc.array(operation, { minLength: 5, maxLength: 25 }),
        async (start, operations) => {
          const world = await startWorld(t, start);
          for (const op of operations) {
            await apply(world, op);
            if (op.kind === 'check') await expectBoardsAsReference(world);
          }
          await expectBoardsAsReference(world);
        },
      ),
      { numRuns: 25, seed: 40_016, endOnFailure: true },
    );
  }, 300_000);
});
