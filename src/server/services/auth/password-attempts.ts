import { setTimeout as sleep } from 'node:timers/promises';
import { limits } from '../../../shared/limits';
import type { DbOrTx } from '../../db/client';
import { clearHits, countHits, type RateRule, recordHit, takeBackHit, takeSlot } from '../../lib/rate-limit';
import type { Deps } from '../deps';

/** Failed logins one address may make across all accounts per window (docs/decisions.md). */
export const LOGIN_FAILURES_PER_ADDRESS = 20;

/**
 * Failures an account takes in an hour, from every address together, before each attempt on it is
 * slowed down. Never a refusal: anyone may fail on purpose, and a referee must still get in on event day.
 */
export const ACCOUNT_FAILURES_BEFORE_SLOWDOWN = 100;
const ACCOUNT_FAILURE_WINDOW_MS = 60 * 60_000;
/** The wait of the first attempt past the ceiling; it doubles with each further failure, up to the most. */
export const SLOWDOWN_FIRST_MS = 500;
export const SLOWDOWN_MOST_MS = 5_000;

/** Whose password is tried: an account, or a login text that names none (trimmed, lower case). */
type PasswordSubject = { userId: number } | { name: string };

const subjectKey = (subject: PasswordSubject) =>
  'userId' in subject ? `login:user:${subject.userId}` : `login:name:${subject.name}`;

/**
 * The three counts a password attempt goes into. `address` is clientAddressKey's (an IPv6 client
 * by its /64). Refused: more than 5 failures on the account from this address, or more than 20
 * from this address across accounts, per 15 minutes. Slowed: the account's failures from
 * everywhere past ACCOUNT_FAILURES_BEFORE_SLOWDOWN an hour.
 */
export function passwordAttemptRules(subject: PasswordSubject, address: string) {
  const window = { windowMs: limits.loginFailureWindowMs };
  const account = subjectKey(subject);
  return {
    address: { ...window, key: `login:ip:${address}`, limit: LOGIN_FAILURES_PER_ADDRESS },
    accountFromAddress: { ...window, key: `${account}:ip:${address}`, limit: limits.loginFailuresAllowed },
    account: { key: account, limit: ACCOUNT_FAILURES_BEFORE_SLOWDOWN, windowMs: ACCOUNT_FAILURE_WINDOW_MS },
  } satisfies Record<string, RateRule>;
}

/** How long an attempt waits when the account already has `failures` in the last hour. */
export function slowdownMs(failures: number): number {
  const past = failures - ACCOUNT_FAILURES_BEFORE_SLOWDOWN;
  if (past < 0) return 0;
  return Math.min(SLOWDOWN_MOST_MS, SLOWDOWN_FIRST_MS * 2 ** Math.min(past, 16));
}

/** An attempt whose hits are recorded; `passwordAttemptSucceeded` takes them back. */
interface PasswordAttempt {
  rules: ReturnType<typeof passwordAttemptRules>;
  hits: { address: number; account: number };
  /** What the attempt waited, in ms (0 under the account's ceiling). */
  waitedMs: number;
}

/**
 * Counts one attempt at `subject`'s password from `address` before the password is checked, so
 * parallel guesses cannot all slip under a limit: 429 with Retry-After past a refusing count, and a
 * wait once the account is past its hourly ceiling. An attempt left as it is counts as a failure.
 */
export async function beginPasswordAttempt(
  { db, now }: Deps<'db' | 'now'>,
  { subject, address }: { subject: PasswordSubject; address: string },
): Promise<PasswordAttempt> {
  const rules = passwordAttemptRules(subject, address);
  const addressHit = await takeSlot(db, rules.address, now);
  try {
    await takeSlot(db, rules.accountFromAddress, now);
  } catch (error) {
    // Refused before the password was looked at: not a failure this address made.
    await takeBackHit(db, addressHit);
    throw error;
  }
  const failures = await countHits(db, rules.account, now);
  const accountHit = await recordHit(db, rules.account.key, now);
  const waitedMs = slowdownMs(failures);
  if (waitedMs > 0) await sleep(waitedMs);
  return { rules, hits: { address: addressHit, account: accountHit }, waitedMs };
}

/**
 * The password was right: this address's failures on the account are cleared, and the attempt's own
 * hits taken back by id (parallel successes from one venue's wi-fi must each take back their own).
 * The account's failures from other addresses stay, so its owner signing in does not lift the
 * slowdown an attacker elsewhere meets.
 */
export async function passwordAttemptSucceeded(db: DbOrTx, attempt: PasswordAttempt): Promise<void> {
  await clearHits(db, attempt.rules.accountFromAddress.key);
  await takeBackHit(db, attempt.hits.address);
  await takeBackHit(db, attempt.hits.account);
}

/**
 * Counts a wrong password that was checked elsewhere (e.g. the current password of an account
 * change) as a failed login of the account from that address, in every count a login uses. `ip` is
 * the address as limits key it: `clientAddress(request)` in the route.
 */
export async function recordLoginFailure(
  db: DbOrTx,
  { userId, ip, now }: { userId: number; ip: string; now: Date },
): Promise<void> {
  const rules = passwordAttemptRules({ userId }, ip);
  for (const rule of Object.values(rules)) await recordHit(db, rule.key, now);
}
