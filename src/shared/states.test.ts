import { describe, expect, it } from 'vitest';
import { STATES } from './limits';
import { STATE_NAMES, toStateCode } from './states';

describe('toStateCode', () => {
  it('keeps each abbreviation and maps each full name, in any case and spacing, to it', () => {
    for (const code of STATES) {
      expect(toStateCode(code)).toBe(code);
      expect(toStateCode(STATE_NAMES[code])).toBe(code);
      expect(toStateCode(` ${STATE_NAMES[code].toUpperCase().replaceAll(' ', '  ')} `)).toBe(code);
    }
    expect(toStateCode('victoria')).toBe('VIC');
    expect(toStateCode('new south wales')).toBe('NSW');
  });

  it('refuses abbreviations in another case (the exact-state filter) and anything else', () => {
    for (const text of ['nsw', 'Vic', '', 'Victoria Park', 'NSWW', 'New South', 'Tassie']) {
      expect(toStateCode(text), text).toBeUndefined();
    }
  });
});
