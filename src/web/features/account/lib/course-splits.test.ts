import { describe, expect, it } from 'vitest';
import { mySplitsOf } from '../../../lib/test-timing';
import { obstacleSplits, segmentChart, totalTimeSave } from './course-splits';

const mine = mySplitsOf({
  timeId: 9,
  equipmentIds: [1, 2],
  segments: [10_000, 35_000],
  bestSegments: [
    { segmentMs: 9_000, timeId: 8 },
    { segmentMs: 35_000, timeId: 9 },
  ],
});

describe("My Results' splits at a course", () => {
  it('put the personal best beside the best segments, with what each obstacle could still save', () => {
    expect(obstacleSplits(mine, ['Bars'])).toEqual([
      { name: 'Bars', pbMs: 10_000, pbSegmentMs: 10_000, bestSegmentMs: 9_000, saveMs: 1_000 },
      { name: 'Obstacle 2', pbMs: 45_000, pbSegmentMs: 35_000, bestSegmentMs: 35_000, saveMs: 0 },
    ]);
    expect(totalTimeSave(mine)).toBe(1_000);
    expect(obstacleSplits({ ...mine, personalBest: null }, [])).toBeNull();
    expect(totalTimeSave({ ...mine, personalBest: null, sumOfBest: null })).toBeNull();
  });

  it('chart each obstacle as a line of its segments, a point per run, oldest first', () => {
    const runs = [
      {
        timeId: 8,
        timeCompleted: '2026-05-01T01:00:00.000Z',
        duration: 50_000,
        timingMethod: 'manual' as const,
        witnessed: false,
        splits: [
          { equipmentId: 1, ms: 9_000, segmentMs: 9_000 },
          { equipmentId: 2, ms: 50_000, segmentMs: 41_000 },
        ],
      },
      {
        timeId: 9,
        timeCompleted: '2026-05-03T01:00:00.000Z',
        duration: 45_000,
        timingMethod: 'gate' as const,
        witnessed: true,
        splits: mine.personalBest?.splits ?? [],
      },
    ];
    const chart = segmentChart(runs, ['Bars', 'Rope'], (iso) => iso.slice(0, 10));
    expect(chart.series.map(({ name, label }) => ({ name, label }))).toEqual([
      { name: 'o0', label: 'Bars' },
      { name: 'o1', label: 'Rope' },
    ]);
    expect(chart.points).toEqual([
      { date: '2026-05-01', o0: 9, o1: 41 },
      { date: '2026-05-03', o0: 10, o1: 35 },
    ]);
  });
});
