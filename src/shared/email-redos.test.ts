import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { accountEmailSchema, emailFeedbackBody } from './schemas/account';

/**
 * 60 KB that made the old address pattern backtrack quadratically (each '.' after the '@' was a place
 * to split the domain, and the final '@' fails every split): a blocked server per request.
 */
const ATTACK = `a@${'.'.repeat(60_000)}@`;

/** Runs `check` synchronously under a 1 s watchdog: a check that backtracks throws instead of returning. */
function withinOneSecond<T>(check: () => T): T {
  return runInNewContext('check()', { check }, { timeout: 1000 }) as T;
}

describe('e-mail checks on hostile input', () => {
  it('refuse a 60 KB crafted address on sign-up without backtracking', () => {
    const result = withinOneSecond(() => accountEmailSchema.safeParse(ATTACK));
    expect(result.success).toBe(false);
  });

  it('refuse a 60 KB crafted reply-to on feedback without backtracking', () => {
    const result = withinOneSecond(() =>
      emailFeedbackBody.safeParse({ replyTo: ATTACK, userName: 'Jo', comment: 'Hello' }),
    );
    expect(result.success).toBe(false);
  });
});
