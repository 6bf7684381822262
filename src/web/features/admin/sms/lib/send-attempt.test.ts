import { describe, expect, it } from 'vitest';
import { attemptFor, repeatOf } from './send-attempt';

let issued = 0;
const newKey = () => {
  issued += 1;
  return `key-${issued}`;
};
const all = { kind: 'all' } as const;
const bondi = { kind: 'location', locationId: 2 } as const;

describe('attemptFor', () => {
  it('starts a composed message with a new key and no repeat', () => {
    const first = attemptFor(null, 'Closed', all, newKey);
    expect(first).toEqual({
      audience: all,
      message: 'Closed',
      key: expect.stringMatching(/^key-/),
      repeat: false,
    });
  });

  it('keeps the key (and a confirmed repeat) while the message and audience stay as sent', () => {
    const first = attemptFor(null, 'Closed', bondi, newKey);
    expect(attemptFor(first, 'Closed', { kind: 'location', locationId: 2 }, newKey)).toBe(first);
    const repeat = repeatOf(first, newKey);
    expect(attemptFor(repeat, 'Closed', bondi, newKey)).toBe(repeat);
  });

  it('takes a new key when the text or the audience changed', () => {
    const first = attemptFor(null, 'Closed', bondi, newKey);
    for (const next of [
      attemptFor(first, 'Closed!', bondi, newKey),
      attemptFor(first, 'Closed', all, newKey),
      attemptFor(first, 'Closed', { kind: 'location', locationId: 3 }, newKey),
    ]) {
      expect(next.key).not.toBe(first.key);
      expect(next.repeat).toBe(false);
    }
  });
});

describe('repeatOf', () => {
  it('marks the send a repeat under a key of its own', () => {
    const first = attemptFor(null, 'Closed', all, newKey);
    const repeat = repeatOf(first, newKey);
    expect(repeat).toEqual({ ...first, key: repeat.key, repeat: true });
    expect(repeat.key).not.toBe(first.key);
  });
});
