import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BestSegment,
  checkSplits,
  compareSplits,
  type EarlierRuns,
  possibleTimeSave,
  SEGMENT_MIN_SECONDS,
  type Split,
  segmentsOf,
  splitMessages,
  sumOfBest,
} from './splits';

const course = [11, 12, 13];

/** Splits from segment lengths over `equipment`. */
function splitsFrom(segments: readonly number[], equipment: readonly number[] = course): Split[] {
  let ms = 0;
  return segments.map((segment, position) => {
    ms += segment;
    return { equipmentId: equipment[position], ms };
  });
}

const segmentArb = fc.integer({ min: 1, max: 600_000 });
const courseArb = fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 12 });
/** A course and a few runs over it, oldest first. */
const runsArb = courseArb.chain((equipment) =>
  fc.record({
    equipment: fc.constant(equipment),
    runs: fc.array(fc.array(segmentArb, { minLength: equipment.length, maxLength: equipment.length }), {
      minLength: 1,
      maxLength: 8,
    }),
    next: fc.array(segmentArb, { minLength: equipment.length, maxLength: equipment.length }),
  }),
);
interface SplitRun {
  timeId: number;
  splits: readonly Split[];
}
const asRuns = (equipment: number[], runs: number[][]): SplitRun[] =>
  runs.map((segments, index) => ({ timeId: index + 1, splits: splitsFrom(segments, equipment) }));

/*
 * The oracle: the personal best and best segments of runs (oldest first) worked out by hand. The server
 * reads them in SQL (split-history.ts), checked against its own reference on both databases by the
 * board-rule property test (src/server/routes/leaderboard-board-rule.property.test.ts).
 */
const runDuration = (run: SplitRun) => run.splits[run.splits.length - 1]?.ms ?? 0;
function personalBestOf(runs: readonly SplitRun[]): SplitRun | null {
  let best: SplitRun | null = null;
  for (const run of runs) if (!best || runDuration(run) < runDuration(best)) best = run;
  return best;
}
function bestSegmentsOf(runs: readonly SplitRun[]): BestSegment[] {
  const best: BestSegment[] = [];
  for (const run of runs) {
    segmentsOf(run.splits).forEach(({ equipmentId, segmentMs }, position) => {
      if (!best[position] || segmentMs < best[position].segmentMs)
        best[position] = { equipmentId, segmentMs, timeId: run.timeId };
    });
  }
  return best;
}
/** Earlier runs over `course`'s obstacle order only, summed up as a save compares with them. */
function summariseRuns(runs: readonly SplitRun[], course: readonly Split[]): EarlierRuns {
  const sameOrder = runs.filter(
    (run) =>
      run.splits.length === course.length &&
      run.splits.every((split, position) => split.equipmentId === course[position].equipmentId),
  );
  return { personalBest: personalBestOf(sameOrder)?.splits ?? null, bestSegments: bestSegmentsOf(sameOrder) };
}

describe('segmentsOf', () => {
  it('the segments add up to the duration (the last split)', () => {
    fc.assert(
      fc.property(runsArb, ({ equipment, next }) => {
        const splits = splitsFrom(next, equipment);
        const total = segmentsOf(splits).reduce((sum, segment) => sum + segment.segmentMs, 0);
        expect(total).toBe(splits[splits.length - 1].ms);
        expect(segmentsOf(splits).map((segment) => segment.segmentMs)).toEqual(next);
      }),
    );
  });
});

describe('sumOfBest', () => {
  it('is no slower than any run it was taken over', () => {
    fc.assert(
      fc.property(runsArb, ({ equipment, runs }) => {
        const best = sumOfBest(bestSegmentsOf(asRuns(equipment, runs)));
        for (const segments of runs) expect(best).toBeLessThanOrEqual(segments.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it("a run's gold segments lower it by exactly their gain", () => {
    fc.assert(
      fc.property(runsArb, ({ equipment, runs, next }) => {
        const earlier = asRuns(equipment, runs);
        const splits = splitsFrom(next, equipment);
        const before = bestSegmentsOf(earlier);
        const compared = compareSplits(splits, summariseRuns(earlier, splits));
        const gain = compared.reduce(
          (sum, split, position) => (split.gold ? sum + before[position].segmentMs - split.segmentMs : sum),
          0,
        );
        const after = sumOfBest(bestSegmentsOf([...earlier, { timeId: 99, splits }]));
        expect((sumOfBest(before) ?? 0) - (after ?? 0)).toBe(gain);
      }),
    );
  });

  it('is null without runs', () => {
    expect(sumOfBest([])).toBeNull();
  });
});

describe('compareSplits', () => {
  it('has no deltas and no gold on the first run with splits', () => {
    const compared = compareSplits(
      splitsFrom([5_000, 7_000, 3_000]),
      summariseRuns([], splitsFrom([1, 1, 1])),
    );
    expect(compared).toEqual([
      { equipmentId: 11, ms: 5_000, segmentMs: 5_000, deltaMs: null, segmentDeltaMs: null, gold: false },
      { equipmentId: 12, ms: 12_000, segmentMs: 7_000, deltaMs: null, segmentDeltaMs: null, gold: false },
      { equipmentId: 13, ms: 15_000, segmentMs: 3_000, deltaMs: null, segmentDeltaMs: null, gold: false },
    ]);
  });

  it('compares with the fastest earlier run and marks segments faster than every earlier one', () => {
    const earlier = asRuns(course, [
      [5_000, 7_000, 3_000], // 15 s: the personal best
      [4_000, 9_000, 4_000], // 17 s, but the best first segment
    ]);
    const run = splitsFrom([4_500, 6_000, 3_000]);
    expect(compareSplits(run, summariseRuns(earlier, run))).toEqual([
      { equipmentId: 11, ms: 4_500, segmentMs: 4_500, deltaMs: -500, segmentDeltaMs: -500, gold: false },
      { equipmentId: 12, ms: 10_500, segmentMs: 6_000, deltaMs: -1_500, segmentDeltaMs: -1_000, gold: true },
      // Equal to the best is not a new best.
      { equipmentId: 13, ms: 13_500, segmentMs: 3_000, deltaMs: -1_500, segmentDeltaMs: 0, gold: false },
    ]);
  });

  it('leaves out runs timed over another obstacle order', () => {
    const other = [{ timeId: 1, splits: splitsFrom([1_000, 1_000, 1_000], [13, 12, 11]) }];
    const run = splitsFrom([5_000, 5_000, 5_000]);
    expect(
      compareSplits(run, summariseRuns(other, run)).every((split) => split.deltaMs === null && !split.gold),
    ).toBe(true);
  });
});

describe('personal best, best segments and possible time save', () => {
  const runs = asRuns(course, [
    [5_000, 7_000, 3_000],
    [4_000, 9_000, 4_000],
    [5_000, 7_000, 3_000],
  ]);

  it('takes the earliest of equal runs and segments', () => {
    expect(personalBestOf(runs)?.timeId).toBe(1);
    expect(bestSegmentsOf(runs)).toEqual([
      { equipmentId: 11, segmentMs: 4_000, timeId: 2 },
      { equipmentId: 12, segmentMs: 7_000, timeId: 1 },
      { equipmentId: 13, segmentMs: 3_000, timeId: 1 },
    ]);
    expect(sumOfBest(bestSegmentsOf(runs))).toBe(14_000);
  });

  it('is what the personal best loses to the best segments', () => {
    expect(possibleTimeSave(runs[0].splits, bestSegmentsOf(runs))).toEqual([
      { equipmentId: 11, ms: 1_000 },
      { equipmentId: 12, ms: 0 },
      { equipmentId: 13, ms: 0 },
    ]);
  });

  it('adds the possible time save to the sum of best to get the personal best', () => {
    fc.assert(
      fc.property(runsArb, ({ equipment, runs: generated }) => {
        const all = asRuns(equipment, generated);
        const pb = personalBestOf(all);
        const best = bestSegmentsOf(all);
        const save = possibleTimeSave(pb?.splits ?? [], best).reduce((sum, part) => sum + part.ms, 0);
        expect((sumOfBest(best) ?? 0) + save).toBe(pb?.splits[pb.splits.length - 1].ms);
      }),
    );
  });
});

describe('checkSplits', () => {
  const good = splitsFrom([5_000, 7_000, 3_000]);

  it('accepts one increasing split per obstacle ending at the duration', () => {
    expect(checkSplits(good, 15_000, course)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(checkSplits(good.slice(1), 15_000, course)).toBe(splitMessages.count(3));
    expect(checkSplits(good, 15_000, [])).toBe(splitMessages.count(0));
    expect(checkSplits([good[0], good[1], { equipmentId: 99, ms: 15_000 }], 15_000, course)).toBe(
      splitMessages.unknownEquipment(99),
    );
    expect(checkSplits([good[1], good[0], good[2]], 15_000, course)).toBe(splitMessages.order);
    expect(checkSplits(splitsFrom([5_000, 0, 10_000]), 15_000, course)).toBe(splitMessages.increasing);
    expect(checkSplits(splitsFrom([0, 5_000, 10_000]), 15_000, course)).toBe(splitMessages.increasing);
    expect(checkSplits(good, 15_001, course)).toBe(splitMessages.lastIsDuration);
  });

  it('refuses a segment under 1 second, or under the floor the admin set for its obstacle', () => {
    const tapped = [1, 2, 3].map((ms, position) => ({ equipmentId: course[position], ms }));
    expect(checkSplits(tapped, 3, course)).toBe(splitMessages.segmentTooShort(1, 1));
    expect(checkSplits(splitsFrom([1_000, 999, 3_000]), 4_999, course)).toBe(
      splitMessages.segmentTooShort(2, 1),
    );
    expect(checkSplits(splitsFrom([1_000, 1_000, 1_000]), 3_000, course)).toBeNull();
    const floors = [null, 8, 3];
    expect(checkSplits(good, 15_000, course, floors)).toBe(splitMessages.segmentTooShort(2, 8));
    expect(checkSplits(splitsFrom([5_000, 8_000, 3_000]), 16_000, course, floors)).toBeNull();
    expect(checkSplits(splitsFrom([500, 8_000, 3_000]), 11_500, course, floors)).toBe(
      splitMessages.segmentTooShort(1, 1),
    );
    expect(splitMessages.segmentTooShort(2, 8)).toBe(
      'The time on obstacle 2 alone must be at least 8 seconds',
    );
  });

  it('accepts any splits a second or more apart that end at the duration, and nothing that decreases', () => {
    fc.assert(
      fc.property(runsArb, fc.integer({ min: 0, max: 11 }), ({ equipment, next }, at) => {
        const splits = splitsFrom(
          next.map((segment) => Math.max(segment, SEGMENT_MIN_SECONDS * 1000)),
          equipment,
        );
        const duration = splits[splits.length - 1].ms;
        expect(checkSplits(splits, duration, equipment)).toBeNull();
        const position = at % splits.length;
        const broken = splits.map((split, index) =>
          index === position ? { ...split, ms: index === 0 ? 0 : splits[index - 1].ms } : split,
        );
        expect(checkSplits(broken, duration, equipment)).not.toBeNull();
      }),
    );
  });
});
