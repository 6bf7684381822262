import { formatDuration } from '../../shared/format';
import type {
  AddToLeaderboardResponse,
  LeaderboardRow,
  MyResults,
  Overview,
  OwnRun,
} from '../../shared/schemas/leaderboard';
import type { BoardRecord } from '../services/leaderboard/board-sql';
import type { MyResultsSummary } from '../services/leaderboard/my-results';
import type { OwnTime } from '../services/leaderboard/own-times';
import type { PlacedTime } from '../services/leaderboard/place-saved-time';
import type { OverviewBoards } from '../services/leaderboard/rank-overview';

function presentLeaderboardRow(record: BoardRecord): LeaderboardRow {
  return {
    id: record.id,
    user: { userName: record.userName, current: { url: record.photoUrl } },
    duration: record.duration,
    tsDuration: formatDuration(record.duration),
    timeStarted: new Date(record.startedMs).toISOString(),
    timeCompleted: new Date(record.completedMs).toISOString(),
    officialTime: record.official,
    timingMethod: record.timingMethod,
    witnessed: record.witnessed,
    location: { id: record.locationId, name: record.locationName, path: record.locationPath },
    standing: record.standing,
    obstaclesCleared: record.obstaclesCleared,
    penaltyMs: record.penaltyMs,
    rankedMs: record.rankedMs,
  };
}

export const presentLeaderboardRows = (records: BoardRecord[]): LeaderboardRow[] =>
  records.map(presentLeaderboardRow);

export function presentOverview(boards: OverviewBoards[]): Overview {
  return boards.map(({ location, casual, comp }) => ({
    location,
    casual: presentLeaderboardRows(casual),
    comp: presentLeaderboardRows(comp),
  }));
}

export function presentAddedTime(saved: PlacedTime): AddToLeaderboardResponse {
  return {
    standing: saved.standing,
    result: presentLeaderboardRow(saved.record),
    personalBest: saved.personalBest,
    splits: saved.splits,
    onBoard: saved.onBoard,
  };
}

/**
 * A save's answer replayed for its Idempotency-Key: one stored before answers said `onBoard` replays
 * as on the board, as the phone that first got it took it.
 */
export function replayedAddedTime(
  answer: Omit<AddToLeaderboardResponse, 'onBoard'> & { onBoard?: boolean },
): AddToLeaderboardResponse {
  return { ...answer, onBoard: answer.onBoard ?? true };
}

export function presentMyResults(summary: MyResultsSummary): MyResults {
  const ownRun = (record: OwnTime): OwnRun => ({
    ...presentLeaderboardRow(record),
    // A place belongs to the run that holds it; another run of the member's has none of its own.
    standing: record.holdsPlace ? record.standing : null,
    ...(summary.evidence.get(record.id) ?? { removedReason: null, photos: null, obstacles: [] }),
  });
  return {
    count: summary.count,
    totalOfficial: summary.totalOfficial,
    totalUnofficial: summary.totalUnofficial,
    time: summary.latest ? ownRun(summary.latest) : null,
    faster: summary.faster,
    diffPercent: summary.diffPercent,
    official: summary.official.map(ownRun),
    unofficial: summary.unofficial.map(ownRun),
  };
}
