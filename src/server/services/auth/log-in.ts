import { messages } from '../../../shared/messages';
import { findUserByLogin, toActor } from '../../lib/actor';
import { unauthorized } from '../../lib/http-errors';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords';
import type { Deps } from '../deps';
import { type IssuedSession, issueSession } from './issue-session';
import { beginPasswordAttempt, passwordAttemptSucceeded } from './password-attempts';

interface LogInInput {
  /** User name or e-mail, any case. */
  login: string;
  password: string;
  /** The client's address as limits key it (clientAddress), for the per-address counts. */
  ip: string;
}

/**
 * Signs in by user name or e-mail (any case). Wrong password, unknown user and disabled user all
 * give the same 401. Failures count against the account from this address (a name that is no
 * account counts against the name), against the address across accounts, and against the account
 * from everywhere, which slows attempts down but never refuses them (password-attempts.ts): failing
 * on purpose from elsewhere cannot lock the owner out.
 */
export async function logIn(
  deps: Deps<'db' | 'now' | 'tokens' | 'config'>,
  { login, password, ip }: LogInInput,
): Promise<IssuedSession> {
  const name = login.trim().toLowerCase();
  const user = await findUserByLogin(deps.db, name);
  const attempt = await beginPasswordAttempt(deps, {
    subject: user ? { userId: user.id } : { name },
    address: ip,
  });

  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  const signedIn = user && passwordOk && !user.disabled ? user : undefined;
  if (!signedIn) throw unauthorized(messages.credentialsInvalid).as('LOGIN_FAILED');
  await passwordAttemptSucceeded(deps.db, attempt);
  return issueSession(deps, { actor: toActor(signedIn) });
}
