import type { Session } from '../../../shared/schemas/auth';
import type { DbOrTx } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { addSeconds } from '../../lib/time';
import { type AccessTokens, digest, randomToken } from '../../lib/tokens';

export const REFEREE_HOME = '/Referee/RecordTimes';

interface IssueSessionInput {
  db: DbOrTx;
  tokens: AccessTokens;
  refreshTtlSeconds: number;
  actor: Pick<Actor, 'id' | 'isAdmin' | 'isReferee'>;
  /** The refresh-token family to continue; a new login starts a new one. */
  family?: string;
  now: Date;
}

/** A new access token and a new refresh token (stored only as a digest). */
export async function issueSession({
  db,
  tokens,
  refreshTtlSeconds,
  actor,
  family,
  now,
}: IssueSessionInput): Promise<Session> {
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    userId: actor.id,
    family: family ?? randomToken(16),
    tokenHash: digest(refreshToken),
    expiresAt: addSeconds(now, refreshTtlSeconds),
  });
  return {
    token: await tokens.sign({ userId: actor.id }),
    refreshToken,
    isReferee: actor.isReferee,
    isAdmin: actor.isAdmin,
    redirectTo: actor.isReferee ? REFEREE_HOME : null,
  };
}
