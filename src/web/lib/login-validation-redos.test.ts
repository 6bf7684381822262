import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { validateLogin } from './login-validation';

describe('login form check on hostile input', () => {
  it('refuses a 60 KB crafted address without backtracking', () => {
    const attack = `a@${'.'.repeat(60_000)}@`;
    // A 1 s watchdog: a check that backtracks throws "Script execution timed out" instead of returning.
    const errors = runInNewContext(
      'check()',
      { check: () => validateLogin(attack, 'secret1') },
      { timeout: 1000 },
    );
    expect(errors.user).toBe(messages.emailInvalid);
  });
});
