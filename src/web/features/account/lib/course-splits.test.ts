import { describe, expect, it } from 'vitest';
import { mySplitsOf } from '../../../lib/test-timing';
import { courseSplitFigures, hundredthsOf, segmentChart } from './course-splits';

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
    expect(courseSplitFigures(mine, ['Bars'])).toEqual({
      rows: [
        { name: 'Bars', pbAt: 1_000, pbSegment: 1_000, best: 900, save: 100, gold: false },
        { name: 'Obstacle 2', pbAt: 4_500, pbSegment: 3_500, best: 3_500, save: 0, gold: true },
      ],
      personalBest: 4_500,
      compared: true,
      sumOfBest: 4_400,
      possibleSave: 100,
    });
  });

  it('add up as shown: each time truncated to hundredths once, then differences and sums of those', () => {
    // Bondi's demo figures: 0:47.47 − 0:20.94 read 0:26.52 when taken in ms and truncated after.
    const bondi = mySplitsOf({
      timeId: 519,
      equipmentIds: [4, 2, 1],
      segments: [47_470, 16_489, 17_822],
      bestSegments: [
        { segmentMs: 20_945, timeId: 21 },
        { segmentMs: 16_489, timeId: 519 },
        { segmentMs: 17_822, timeId: 519 },
      ],
    });
    const figures = courseSplitFigures(bondi, ['Tyre Run', 'Balance Beam', 'Monkey Bars']);
    expect(
      figures.rows.map(({ pbAt, pbSegment, best, save, gold }) => [pbAt, pbSegment, best, save, gold]),
    ).toEqual([
      [4_747, 4_747, 2_094, 2_653, false],
      // 63_959 ms at the end: 6_395 − 4_747 = 1_648 shown, though the segment is 16_489 ms.
      [6_395, 1_648, 1_648, 0, true],
      [8_178, 1_783, 1_783, 0, true],
    ]);
    expect(figures.personalBest).toBe(hundredthsOf(81_781));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(figures.sumOfBest).toBe(sum(figures.rows.map((row) => row.best)));
    expect(figures.possibleSave).toBe((figures.personalBest ?? 0) - (figures.sumOfBest ?? 0));
    expect(figures.possibleSave).toBe(sum(figures.rows.map((row) => row.save ?? 0)));
    expect(sum(figures.rows.map((row) => row.pbSegment ?? 0))).toBe(figures.personalBest);
  });

  it('compare nothing with a personal best timed without splits, keeping the best times', () => {
    const unsplit = {
      ...mine,
      personalBest: {
        timeId: 7,
        duration: 40_000,
        timingMethod: 'manual' as const,
        witnessed: false,
        splits: [],
      },
      possibleTimeSave: [],
    };
    expect(courseSplitFigures(unsplit, ['Bars', 'Rope'])).toEqual({
      rows: [
        { name: 'Bars', pbAt: null, pbSegment: null, best: 900, save: null, gold: false },
        { name: 'Rope', pbAt: null, pbSegment: null, best: 3_500, save: null, gold: false },
      ],
      personalBest: 4_000,
      compared: false,
      sumOfBest: 4_400,
      possibleSave: null,
    });
    expect(
      courseSplitFigures({ ...mine, personalBest: null, bestSegments: [], sumOfBest: null }, []),
    ).toEqual({
      rows: [],
      personalBest: null,
      compared: false,
      sumOfBest: null,
      possibleSave: null,
    });
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
