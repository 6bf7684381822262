import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { hasErrors, validateLogin } from './login-validation';

describe('login checks (SPEC §5)', () => {
  it('requires both fields', () => {
    expect(validateLogin('  ', '')).toEqual({
      user: messages.emailRequired,
      password: messages.passwordRequired,
    });
  });

  it('holds a value with @ to the address pattern but accepts a plain user name', () => {
    expect(validateLogin('jo@', 'secret1').user).toBe(messages.emailInvalid);
    expect(validateLogin('jo@example', 'secret1').user).toBe(messages.emailInvalid);
    expect(validateLogin('jo@example.com', 'secret1')).toEqual({});
    expect(validateLogin('jo', 'secret1')).toEqual({});
  });

  it('checks 6 characters while the text says 8', () => {
    expect(validateLogin('jo', '12345').password).toBe('Password must be 8 or more characters');
    expect(validateLogin('jo', '123456').password).toBeUndefined();
  });

  it('reports whether anything is wrong', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ password: messages.passwordRequired })).toBe(true);
  });
});
