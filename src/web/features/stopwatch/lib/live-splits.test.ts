import { describe, expect, it } from 'vitest';
import type { MySplits } from '../../../../shared/schemas/leaderboard';
import { earlierRunsFor, liveSplits } from './live-splits';

const course = [
  { equipmentId: 1, name: 'Bars' },
  { equipmentId: 2, name: 'Rope' },
];
const mine: MySplits = {
  personalBest: {
    timeId: 5,
    duration: 30_000,
    splits: [
      { equipmentId: 1, ms: 10_000, segmentMs: 10_000 },
      { equipmentId: 2, ms: 30_000, segmentMs: 20_000 },
    ],
  },
  bestSegments: [
    { equipmentId: 1, segmentMs: 9_000, timeId: 4 },
    { equipmentId: 2, segmentMs: 20_000, timeId: 5 },
  ],
  sumOfBest: 29_000,
  possibleTimeSave: [
    { equipmentId: 1, ms: 1_000 },
    { equipmentId: 2, ms: 0 },
  ],
};

describe('a running split against the personal best', () => {
  it('compares the segments closed so far, gold where one beats every earlier segment', () => {
    const earlier = earlierRunsFor(mine, course);
    const taken = [{ obstacle: course[0] as (typeof course)[0], ms: 8_500, segmentMs: 8_500 }];
    expect(liveSplits(taken, earlier)).toEqual([
      {
        equipmentId: 1,
        ms: 8_500,
        segmentMs: 8_500,
        deltaMs: -1_500,
        segmentDeltaMs: -1_500,
        gold: true,
        name: 'Bars',
      },
    ]);
  });

  it('has nothing to compare with for a guest, or when the course changed since the personal best', () => {
    expect(earlierRunsFor(undefined, course)).toEqual({ personalBest: null, bestSegments: [] });
    expect(earlierRunsFor(mine, [...course].reverse())).toEqual({ personalBest: null, bestSegments: [] });
    expect(earlierRunsFor(mine, [...course, { equipmentId: 3, name: 'Wall' }])).toEqual({
      personalBest: null,
      bestSegments: [],
    });
  });
});
