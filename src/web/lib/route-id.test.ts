import { describe, expect, it } from 'vitest';
import { idFrom } from './route-id';

describe('idFrom', () => {
  it('reads a positive whole number', () => {
    expect(idFrom('12')).toBe(12);
    expect(idFrom('007')).toBe(7);
    expect(idFrom('2147483647')).toBe(2_147_483_647);
  });

  it.each([
    undefined,
    null,
    '',
    '0',
    '-3',
    '1.5',
    '1e3',
    ' 4',
    'abc',
    '12abc',
    '2147483648',
    '99999999999',
  ])('gives null for %j', (value) => {
    expect(idFrom(value)).toBeNull();
  });
});
