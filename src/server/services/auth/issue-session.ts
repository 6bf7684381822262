import type { Config } from '../../config';
import { refreshTokens } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { addSeconds } from '../../lib/time';
import { digest, randomToken } from '../../lib/tokens';
import type { Deps } from '../deps';

export interface IssuedSession {
  token: string;
  refreshToken: string;
  actor: Pick<Actor, 'id' | 'isAdmin' | 'isReferee'>;
}

/** A session a refresh continues: its refresh-token family and when its login was. */
interface ContinuedSession {
  family: string;
  startedAt: Date;
}

interface IssueSessionInput {
  actor: Pick<Actor, 'id' | 'isAdmin' | 'isReferee'>;
  /** The session to continue; a new login starts a new one now. */
  continues?: ContinuedSession;
}

/** When a session that started at `startedAt` ends, however often it was refreshed (SESSION_MAX_AGE). */
export const sessionEndsAt = (startedAt: Date, config: Pick<Config, 'sessionMaxAge'>): Date =>
  addSeconds(startedAt, config.sessionMaxAge);

/**
 * A new access token and a new refresh token (stored only as a digest). The refresh token expires
 * REFRESH_TOKEN_TTL from now, but never after its session ends.
 */
export async function issueSession(
  { db, now, tokens, config }: Deps<'db' | 'now' | 'tokens' | 'config'>,
  { actor, continues }: IssueSessionInput,
): Promise<IssuedSession> {
  const refreshToken = randomToken();
  const sessionId = continues?.family ?? randomToken(16);
  const sessionStartedAt = continues?.startedAt ?? now;
  const sessionEnd = sessionEndsAt(sessionStartedAt, config);
  const tokenEnd = addSeconds(now, config.refreshTokenTtl);
  await db.insert(refreshTokens).values({
    userId: actor.id,
    family: sessionId,
    tokenHash: digest(refreshToken),
    sessionStartedAt,
    expiresAt: tokenEnd < sessionEnd ? tokenEnd : sessionEnd,
  });
  return { token: await tokens.sign({ userId: actor.id, sessionId }), refreshToken, actor };
}
