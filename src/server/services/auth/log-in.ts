import { limits } from '../../../shared/limits';
import { messages } from '../../../shared/messages';
import type { LoginBody, Session } from '../../../shared/schemas/auth';
import type { AppContext } from '../../context';
import { findUserByLogin, toActor } from '../../lib/actor';
import { unauthorized } from '../../lib/http-errors';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords';
import { assertUnderLimit, clearHits, recordHit } from '../../lib/rate-limit';
import { issueSession } from './issue-session';

interface LogInInput {
  ctx: AppContext;
  input: LoginBody;
  ip: string;
}

/**
 * Signs in by user name or e-mail (any case). Wrong password, unknown user and disabled
 * user all give the same 401; five failures for one name from one address lock it for 15 minutes.
 */
export async function logIn({ ctx, input, ip }: LogInInput): Promise<Session> {
  const { db } = ctx;
  const login = input.user.trim().toLowerCase();
  const rule = {
    key: `login:${ip}:${login}`,
    limit: limits.loginFailuresAllowed,
    windowMs: limits.loginFailureWindowMs,
  };
  await assertUnderLimit(db, rule, ctx.now());

  const user = await findUserByLogin(db, login);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  const signedIn = user && passwordOk && !user.disabled ? user : undefined;
  if (!signedIn) {
    await recordHit(db, rule.key, ctx.now());
    throw unauthorized(messages.credentialsInvalid);
  }
  await clearHits(db, rule.key);
  return issueSession({
    db,
    tokens: ctx.tokens,
    refreshTtlSeconds: ctx.config.refreshTokenTtl,
    actor: toActor(signedIn),
    now: ctx.now(),
  });
}
