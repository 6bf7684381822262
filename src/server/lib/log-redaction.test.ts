import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './log-redaction';

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

describe('serializeError', () => {
  it("keeps a failed query's text, codes and causes but none of its values", () => {
    const cause = Object.assign(new Error('new row for relation "users" violates check constraint "phone"'), {
      code: '23514',
      constraint: 'phone',
      table: 'users',
      detail: 'Failing row contains (7, runner, +61412987654, $argon2id$v=19$…).',
      where: 'SQL function with (+61412987654)',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("user_name", "phone_number") values ($1, $2)',
      ['runner', '+61412987654\nsecond line'],
      cause,
    );
    const written = serializeError(error);
    const text = JSON.stringify(written);
    expect(text).not.toContain('412987654');
    expect(text).not.toContain('argon2');
    expect(written).toMatchObject({
      type: 'DrizzleQueryError',
      message:
        'Failed query: insert into "users" ("user_name", "phone_number") values ($1, $2)\nparams: [redacted]',
      query: 'insert into "users" ("user_name", "phone_number") values ($1, $2)',
      cause: { type: 'Error', code: '23514', constraint: 'phone', table: 'users' },
    });
    expect(written.stack).toMatch(/^Error: Failed query: [^\n]+\nparams: \[redacted\]\n {4}at /);
    expect(written).not.toHaveProperty('params');
  });

  it('leaves an error without values as it was', () => {
    const written = serializeError(
      Object.assign(new TypeError('bad', { cause: 'why' }), { statusCode: 400 }),
    );
    expect(written).toMatchObject({ type: 'TypeError', message: 'bad', statusCode: 400, cause: 'why' });
    expect(written.stack).toMatch(/^TypeError: bad\n {4}at /);
  });
});
