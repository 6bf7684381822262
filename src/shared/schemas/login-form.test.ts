import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { loginFormSchema } from './login-form';

/** The first message per field, as the login form shows them. */
function firstErrors(user: string, password: string): Record<string, string> {
  const result = loginFormSchema.safeParse({ user, password });
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('login form checks (docs/spec.md §5)', () => {
  it('requires both fields', () => {
    expect(firstErrors('  ', '')).toEqual({
      user: messages.emailRequired,
      password: messages.passwordRequired,
    });
  });

  it('holds a value with @ to the address rule but accepts a plain user name', () => {
    expect(firstErrors('jo@', 'secret1').user).toBe(messages.emailInvalid);
    expect(firstErrors('jo@example', 'secret1').user).toBe(messages.emailInvalid);
    expect(firstErrors('jo@example.com', 'secret1')).toEqual({});
    expect(firstErrors('jo', 'secret1')).toEqual({});
  });

  it('checks 6 characters while the text says 8', () => {
    expect(firstErrors('jo', '12345').password).toBe('Password must be 8 or more characters');
    expect(firstErrors('jo', '123456').password).toBeUndefined();
  });

  it('refuses a 60 KB crafted address without backtracking', () => {
    const attack = `a@${'.'.repeat(60_000)}@`;
    // A 1 s watchdog: a check that backtracks throws "Script execution timed out" instead of returning.
    const errors = runInNewContext(
      'check()',
      { check: () => firstErrors(attack, 'secret1') },
      { timeout: 1000 },
    );
    expect(errors.user).toBe(messages.emailInvalid);
  });
});
