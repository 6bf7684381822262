import { limits } from '../../../shared/limits';
import { messages } from '../../../shared/messages';
import { findUserByLogin, toActor } from '../../lib/actor';
import { unauthorized } from '../../lib/http-errors';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords';
import { clearHits, consumeRateLimit, type RateRule, takeBackHit } from '../../lib/rate-limit';
import type { Deps } from '../deps';
import { accountFailureRule } from './current-password';
import { type IssuedSession, issueSession } from './issue-session';

/** Failed logins one address may make across all accounts per window (docs/decisions.md). */
export const LOGIN_FAILURES_PER_ADDRESS = 20;

export interface LogInInput {
  /** User name or e-mail, any case. */
  login: string;
  password: string;
  /** The client's address, for the per-address limit. */
  ip: string;
}

/**
 * Signs in by user name or e-mail (any case). Wrong password, unknown user and disabled user all
 * give the same 401. Failures count against the account, whichever name, e-mail or address is used
 * (a name that is no account counts against the name), and against the address across accounts.
 * Each attempt is recorded before the password is checked, so parallel guesses cannot all slip
 * under the limit. A success clears the account's failures; a success, or an attempt the account's
 * limit refused, takes back its address hit.
 */
export async function logIn(
  deps: Deps<'db' | 'now' | 'tokens' | 'config'>,
  { login, password, ip }: LogInInput,
): Promise<IssuedSession> {
  const { db, now } = deps;
  const name = login.trim().toLowerCase();
  const user = await findUserByLogin(db, name);
  const window = { windowMs: limits.loginFailureWindowMs };
  const account: RateRule = user
    ? accountFailureRule(user.id)
    : { ...window, key: `login:name:${name}`, limit: limits.loginFailuresAllowed };
  const address: RateRule = { ...window, key: `login:ip:${ip}`, limit: LOGIN_FAILURES_PER_ADDRESS };
  const addressHit = await consumeRateLimit(db, address, now);
  try {
    await consumeRateLimit(db, account, now);
  } catch (error) {
    // Refused before the password was looked at: not a failure this address made.
    await takeBackHit(db, addressHit);
    throw error;
  }

  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  const signedIn = user && passwordOk && !user.disabled ? user : undefined;
  if (!signedIn) throw unauthorized(messages.credentialsInvalid);
  await clearHits(db, account.key);
  // Its own hit by id: parallel successes from one address (a venue's wi-fi) must each take back
  // their own, or two would delete the same newest one and leave another behind.
  await takeBackHit(db, addressHit);
  return issueSession(deps, { actor: toActor(signedIn) });
}
