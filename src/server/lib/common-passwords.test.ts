import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { isCommonPassword, refuseCommonPassword } from './common-passwords';
import { HttpError } from './http-errors';

const listed = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'));

describe('the common password list', () => {
  it('holds 10,000 distinct lower-case entries and names its source', () => {
    expect(listed).toHaveLength(10_000);
    expect(new Set(listed).size).toBe(10_000);
    expect(listed.filter((entry) => entry !== entry.toLowerCase())).toEqual([]);
    expect(readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')).toMatch(
      /^# .*\n# Source: the npm package @zxcvbn-ts\/language-common@[\d.]+, .*MIT/,
    );
  });

  it('finds every entry whatever the case, and not a password off the list', () => {
    for (const entry of listed) expect(isCommonPassword(entry.toUpperCase()), entry).toBe(true);
    for (const password of ['Password1', 'QWERTY123', 'qwerty123', 'P@ssw0rd'])
      expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['Ridge7Tarn', 'Runner#2025x', '', 'password1 ']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('refuseCommonPassword', () => {
  it('throws a 400 naming the field with the message, and lets other passwords through', () => {
    let thrown: unknown;
    try {
      refuseCommonPassword('newPassword', 'Password1');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({
      statusCode: 400,
      message: messages.passwordTooCommon,
      fields: { newPassword: messages.passwordTooCommon },
    });
    expect(() => refuseCommonPassword('password', 'Ridge7Tarn')).not.toThrow();
  });
});
