import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('keeps what carries no code', () => {
    for (const url of [
      '/',
      '/api/Event/ListAll',
      '/Location/bondi?period=week',
      '/Account/ConfirmEmail/42',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('hides confirmation and reset codes in the path', () => {
    expect(redactUrl('/Account/ConfirmEmail/42/abc%2Fdef?x=1')).toBe(
      '/Account/ConfirmEmail/42/[redacted]?x=1',
    );
    expect(redactUrl('/Account/ConfirmEmail/not-an-id/abc')).toBe('/Account/ConfirmEmail/[redacted]');
    expect(redactUrl('/Account/Confirm%45mail/42/abc')).toBe('/Account/Confirm%45mail/42/[redacted]');
    expect(redactUrl('/Account/ResetPassword/abc/def')).toBe('/Account/ResetPassword/[redacted]');
  });

  it('hides the values of code, token, secret and password parameters', () => {
    expect(redactUrl('/x?code=1&Token=2&refresh_token=3&page=4&%63ode=5&bad=%E0%A4%A')).toBe(
      '/x?code=[redacted]&Token=[redacted]&refresh_token=[redacted]&page=4&%63ode=[redacted]&bad=%E0%A4%A',
    );
  });
});
