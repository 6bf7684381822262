import type { Session } from '../../shared/schemas/auth';
import type { IssuedSession } from '../services/auth/issue-session';

const ADMIN_HOME = '/Admin';
const REFEREE_HOME = '/Referee/RecordTimes';

/** The login answer; `redirectTo` is where staff land when login was not reached from a guarded page. */
export function presentSession({ token, refreshToken, actor }: IssuedSession): Session {
  return {
    token,
    refreshToken,
    isReferee: actor.isReferee,
    isAdmin: actor.isAdmin,
    redirectTo: actor.isAdmin ? ADMIN_HOME : actor.isReferee ? REFEREE_HOME : null,
  };
}
