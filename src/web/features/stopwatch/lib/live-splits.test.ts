import { describe, expect, it } from 'vitest';
import { mySplitsOf } from '../../../lib/test-timing';
import { earlierRunsFor, liveSplits } from './live-splits';

const course = [
  { equipmentId: 1, name: 'Bars' },
  { equipmentId: 2, name: 'Rope' },
];
const mine = mySplitsOf({
  timeId: 5,
  equipmentIds: [1, 2],
  segments: [10_000, 20_000],
  bestSegments: [
    { segmentMs: 9_000, timeId: 4 },
    { segmentMs: 20_000, timeId: 5 },
  ],
});

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

  it('marks gold against the best segments when the personal best was timed without splits', () => {
    const unsplitBest = { ...mine, personalBest: mine.personalBest && { ...mine.personalBest, splits: [] } };
    const earlier = earlierRunsFor(unsplitBest, course);
    expect(earlier.personalBest).toBeNull();
    const taken = [{ obstacle: course[0] as (typeof course)[0], ms: 8_500, segmentMs: 8_500 }];
    expect(liveSplits(taken, earlier)).toEqual([
      {
        equipmentId: 1,
        ms: 8_500,
        segmentMs: 8_500,
        deltaMs: null,
        segmentDeltaMs: null,
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
