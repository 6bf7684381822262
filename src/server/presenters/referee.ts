import { displayName, formatDuration } from '../../shared/format';
import type { Competitor, EventReferee, RecordedTime } from '../../shared/schemas/referee';
import type { RefereeRow } from '../services/event/list-event-referees';
import type { RecordedTimeRow } from '../services/leaderboard/list-event-times';
import type { Competitor as CompetitorRow } from '../services/referee/find-competitors';

export const presentCompetitor = (row: CompetitorRow): Competitor => ({
  id: row.id,
  userName: row.userName,
  email: row.email,
  phoneNumber: row.phoneNumber,
});

export const presentRecordedTime = (row: RecordedTimeRow): RecordedTime => ({
  id: row.id,
  duration: row.duration,
  tsDuration: formatDuration(row.duration),
  timeCompleted: row.timeCompleted.toISOString(),
  user: { id: row.userId, userName: row.userName },
});

export const presentEventReferee = (row: RefereeRow): EventReferee => ({
  id: row.id,
  name: displayName(row),
});
