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

export interface IssueSessionInput {
  actor: Pick<Actor, 'id' | 'isAdmin' | 'isReferee'>;
  /** The refresh-token family to continue; a new login starts a new one. */
  family?: string;
}

/** A new access token and a new refresh token (stored only as a digest). */
export async function issueSession(
  { db, now, tokens, config }: Deps<'db' | 'now' | 'tokens' | 'config'>,
  { actor, family }: IssueSessionInput,
): Promise<IssuedSession> {
  const refreshToken = randomToken();
  const sessionId = family ?? randomToken(16);
  await db.insert(refreshTokens).values({
    userId: actor.id,
    family: sessionId,
    tokenHash: digest(refreshToken),
    expiresAt: addSeconds(now, config.refreshTokenTtl),
  });
  return { token: await tokens.sign({ userId: actor.id, sessionId }), refreshToken, actor };
}
