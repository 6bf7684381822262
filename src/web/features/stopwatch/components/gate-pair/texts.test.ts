import { describe, expect, it } from 'vitest';
import { inSyncText, runMarginText } from './texts';

describe('two-phone gate texts', () => {
  it('says the phone is in sync within whole milliseconds, rounded up and never under 1', () => {
    expect(inSyncText(1.55)).toBe('This phone is in sync (within 2 ms)');
    expect(inSyncText(12)).toBe('This phone is in sync (within 12 ms)');
    expect(inSyncText(0.2)).toBe('This phone is in sync (within 1 ms)');
  });

  it('gives the run’s uncertainty in the same plain words, rounded up', () => {
    expect(runMarginText(6.2)).toBe('Timed to within 7 ms');
    expect(runMarginText(0)).toBe('Timed to within 1 ms');
  });
});
