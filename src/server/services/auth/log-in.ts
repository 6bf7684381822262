import { limits } from '../../../shared/limits';
import { messages } from '../../../shared/messages';
import { findUserByLogin, toActor } from '../../lib/actor';
import { unauthorized } from '../../lib/http-errors';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords';
import { assertUnderLimit, clearHits, recordHit } from '../../lib/rate-limit';
import type { Deps } from '../deps';
import { type IssuedSession, issueSession } from './issue-session';

export interface LogInInput {
  /** User name or e-mail, any case. */
  login: string;
  password: string;
  /** The client's address, for the lockout. */
  ip: string;
}

/**
 * Signs in by user name or e-mail (any case). Wrong password, unknown user and disabled
 * user all give the same 401; five failures for one name from one address lock it for 15 minutes.
 */
export async function logIn(
  deps: Deps<'db' | 'now' | 'tokens' | 'config'>,
  { login, password, ip }: LogInInput,
): Promise<IssuedSession> {
  const { db, now } = deps;
  const name = login.trim().toLowerCase();
  const rule = {
    key: `login:${ip}:${name}`,
    limit: limits.loginFailuresAllowed,
    windowMs: limits.loginFailureWindowMs,
  };
  await assertUnderLimit(db, rule, now);

  const user = await findUserByLogin(db, name);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  const signedIn = user && passwordOk && !user.disabled ? user : undefined;
  if (!signedIn) {
    await recordHit(db, rule.key, now);
    throw unauthorized(messages.credentialsInvalid);
  }
  await clearHits(db, rule.key);
  return issueSession(deps, { actor: toActor(signedIn) });
}
