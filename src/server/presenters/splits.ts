import type { MySplitRuns, MySplits, Segments } from '../../shared/schemas/leaderboard';
import type { MySplitsSummary } from '../services/leaderboard/get-my-splits';
import type { SplitRun } from '../services/leaderboard/list-my-split-runs';
import type { ObstacleSegments } from '../services/leaderboard/list-segments';

export function presentMySplits(summary: MySplitsSummary): MySplits {
  const { personalBest } = summary;
  return {
    personalBest: personalBest && {
      timeId: personalBest.timeId,
      duration: personalBest.duration,
      timingMethod: personalBest.timingMethod,
      witnessed: personalBest.witnessed,
      splits: personalBest.splits.map(({ equipmentId, ms, segmentMs }) => ({ equipmentId, ms, segmentMs })),
    },
    bestSegments: summary.bestSegments.map(({ equipmentId, segmentMs, timeId }) => ({
      equipmentId,
      segmentMs,
      timeId,
    })),
    sumOfBest: summary.sumOfBest,
    possibleTimeSave: summary.possibleTimeSave.map(({ equipmentId, ms }) => ({ equipmentId, ms })),
  };
}

export function presentSegments(obstacles: ObstacleSegments[]): Segments {
  return obstacles.map(({ equipmentId, name, rows }) => ({
    equipmentId,
    name,
    rows: rows.map((row) => ({
      standing: row.standing,
      user: { userName: row.userName, current: { url: row.photoUrl } },
      segmentMs: row.segmentMs,
      timeId: row.timeId,
      timeCompleted: new Date(row.completedMs).toISOString(),
    })),
  }));
}

export function presentMySplitRuns(runs: SplitRun[]): MySplitRuns {
  return runs.map(({ timeId, completedMs, duration, timingMethod, witnessed, splits }) => ({
    timeId,
    timeCompleted: new Date(completedMs).toISOString(),
    duration,
    timingMethod,
    witnessed,
    splits: splits.map(({ equipmentId, ms, segmentMs }) => ({ equipmentId, ms, segmentMs })),
  }));
}
