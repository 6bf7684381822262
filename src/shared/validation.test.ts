import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './validation';

describe('isEmailAddress', () => {
  it('accepts ordinary addresses', () => {
    for (const address of ['jo@example.com', 'first.last+tag@mail.example.com.au', 'x@a.io']) {
      expect(isEmailAddress(address), address).toBe(true);
    }
  });

  it('refuses what is not one address', () => {
    for (const address of [
      '',
      'not-an-email',
      'two@at@example.com',
      'jo@',
      '@example.com',
      'jo@example',
      'jo@example.',
      'jo@.example.com',
      'jo@example..com',
      'jo smith@example.com',
      'jo@exa\tmple.com',
    ]) {
      expect(isEmailAddress(address), address).toBe(false);
    }
  });

  it('refuses an address past 254 characters or a local part past 64', () => {
    expect(isEmailAddress(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(isEmailAddress(`${'a'.repeat(58)}@${domain}`)).toBe(true); // 254
    expect(isEmailAddress(`${'a'.repeat(59)}@${domain}`)).toBe(false); // 255
    expect(isEmailAddress(`jo@${'b'.repeat(64)}.com`)).toBe(false);
  });
});
