import { maskEmail, maskPhone } from '../../shared/contact-mask';
import { displayName, formatDuration } from '../../shared/format';
import type { Competitor, EventReferee, RecordedTime, RefereeEvent } from '../../shared/schemas/referee';
import type { RefereeRow } from '../services/event/list-event-referees';
import type { RefereedEventRow } from '../services/event/list-refereed-events';
import type { RecordedTimeRow } from '../services/leaderboard/list-event-times';
import type { Competitor as CompetitorRow } from '../services/referee/find-competitors';
import { presentEvent } from './event';

/** A referee never gets a whole e-mail or phone: they pick the competitor by name and a hint of each. */
export const presentCompetitor = (row: CompetitorRow): Competitor => ({
  id: row.id,
  name: displayName(row),
  userName: row.userName,
  maskedEmail: maskEmail(row.email),
  maskedPhone: maskPhone(row.phoneNumber),
});

export const presentRecordedTime = (row: RecordedTimeRow): RecordedTime => ({
  id: row.id,
  duration: row.duration,
  tsDuration: formatDuration(row.duration),
  timeCompleted: row.timeCompleted.toISOString(),
  user: { id: row.userId, userName: row.userName, name: displayName(row) },
});

export const presentRefereeEvent = (row: RefereedEventRow): RefereeEvent => ({
  ...presentEvent(row),
  timesDeletable: row.timesDeletable,
});

export const presentEventReferee = (row: RefereeRow): EventReferee => ({
  id: row.id,
  name: displayName(row),
});
