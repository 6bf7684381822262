import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestSegmentsOf,
  comparisonOf,
  mySplitsOf,
  type OracleRun,
  orderOf,
  personalBestOf,
  splitRunOf,
  summariseRuns,
} from '../../test-support/splits-oracle';
import {
  checkSplits,
  compareSplits,
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
const asRuns = (equipment: number[], runs: number[][]): OracleRun[] =>
  runs.map((segments, index) => splitRunOf(index + 1, splitsFrom(segments, equipment)));

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
        const best = sumOfBest(bestSegmentsOf(asRuns(equipment, runs), equipment));
        for (const segments of runs) expect(best).toBeLessThanOrEqual(segments.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it("a run's gold segments lower it by exactly their gain", () => {
    fc.assert(
      fc.property(runsArb, ({ equipment, runs, next }) => {
        const earlier = asRuns(equipment, runs);
        const splits = splitsFrom(next, equipment);
        const before = bestSegmentsOf(earlier, equipment);
        const compared = compareSplits(splits, summariseRuns(earlier, equipment));
        const gain = compared.reduce(
          (sum, split, position) => (split.gold ? sum + before[position].segmentMs - split.segmentMs : sum),
          0,
        );
        const after = sumOfBest(bestSegmentsOf([...earlier, splitRunOf(99, splits)], equipment));
        expect((sumOfBest(before) ?? 0) - (after ?? 0)).toBe(gain);
      }),
    );
  });

  it('is null without runs', () => {
    expect(sumOfBest([])).toBeNull();
  });
});

/** A member's earlier runs: over the course, over it reversed or without splits, finished in any order. */
const mixedRunsArb = courseArb.chain((equipment) => {
  const segments = fc.array(fc.constantFrom(1_000, 2_000, 3_000), {
    minLength: equipment.length,
    maxLength: equipment.length,
  });
  const run = fc.record({
    segments,
    timed: fc.constantFrom('course' as const, 'reversed' as const, 'without' as const),
    completedMs: fc.nat({ max: 3 }),
  });
  return fc.record({
    equipment: fc.constant(equipment),
    runs: fc.array(run, { maxLength: 8 }),
    next: segments,
  });
});
const asMixedRuns = (
  equipment: number[],
  runs: { segments: number[]; timed: string; completedMs: number }[],
) =>
  runs.map(({ segments, timed, completedMs }, index): OracleRun => {
    const order = timed === 'reversed' ? [...equipment].reverse() : equipment;
    const run = splitRunOf(index + 1, splitsFrom(segments, order), completedMs);
    return timed === 'without' ? { ...run, splits: [] } : run;
  });

describe('compareSplits', () => {
  it('has no deltas and no gold on the first run with splits', () => {
    const compared = compareSplits(splitsFrom([5_000, 7_000, 3_000]), summariseRuns([], course));
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
    expect(compareSplits(run, summariseRuns(earlier, course))).toEqual([
      { equipmentId: 11, ms: 4_500, segmentMs: 4_500, deltaMs: -500, segmentDeltaMs: -500, gold: false },
      { equipmentId: 12, ms: 10_500, segmentMs: 6_000, deltaMs: -1_500, segmentDeltaMs: -1_000, gold: true },
      // Equal to the best is not a new best.
      { equipmentId: 13, ms: 13_500, segmentMs: 3_000, deltaMs: -1_500, segmentDeltaMs: 0, gold: false },
    ]);
  });

  it("equals the oracle's comparison, whatever order, splits and finish the earlier runs have", () => {
    fc.assert(
      fc.property(mixedRunsArb, ({ equipment, runs, next }) => {
        const earlier = asMixedRuns(equipment, runs);
        const run = splitsFrom(next, equipment);
        expect(compareSplits(run, summariseRuns(earlier, orderOf(run)))).toEqual(comparisonOf(run, earlier));
      }),
    );
  });

  it('leaves out runs timed over another obstacle order', () => {
    const other = [splitRunOf(1, splitsFrom([1_000, 1_000, 1_000], [13, 12, 11]))];
    const run = splitsFrom([5_000, 5_000, 5_000]);
    expect(
      compareSplits(run, summariseRuns(other, course)).every(
        (split) => split.deltaMs === null && !split.gold,
      ),
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
    expect(bestSegmentsOf(runs, course)).toEqual([
      { equipmentId: 11, segmentMs: 4_000, timeId: 2 },
      { equipmentId: 12, segmentMs: 7_000, timeId: 1 },
      { equipmentId: 13, segmentMs: 3_000, timeId: 1 },
    ]);
    expect(sumOfBest(bestSegmentsOf(runs, course))).toBe(14_000);
  });

  it('is what the personal best loses to the best segments', () => {
    expect(possibleTimeSave(runs[0].splits, bestSegmentsOf(runs, course))).toEqual([
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
        const best = bestSegmentsOf(all, equipment);
        const save = possibleTimeSave(pb?.splits ?? [], best).reduce((sum, part) => sum + part.ms, 0);
        expect((sumOfBest(best) ?? 0) + save).toBe(pb?.splits[pb.splits.length - 1].ms);
      }),
    );
  });
});

describe("MySplits' sum of best and possible time save", () => {
  it("equal the oracle's, whatever order, splits and finish the runs have", () => {
    fc.assert(
      fc.property(mixedRunsArb, ({ equipment, runs }) => {
        const all = asMixedRuns(equipment, runs);
        const expected = mySplitsOf(all, equipment);
        const best = bestSegmentsOf(all, equipment);
        const pb = expected.personalBest;
        expect(sumOfBest(best)).toBe(expected.sumOfBest);
        expect(pb && pb.splits.length > 0 ? possibleTimeSave(pb.splits, best) : []).toEqual(
          expected.possibleTimeSave,
        );
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
