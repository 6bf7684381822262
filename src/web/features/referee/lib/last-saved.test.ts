import { describe, expect, it } from 'vitest';
import { lastSavedFrom, lastSavedText } from './last-saved';

const mia = { runId: 'run-7', name: 'Mia Smith', durationMs: 7340 };

describe('lastSavedText', () => {
  it('names the competitor and the time once the server has it', () => {
    expect(lastSavedText(mia, 'idle')).toBe('Last saved: Mia Smith 0:07.34');
  });

  it('says the time waits on the phone while it is kept or being sent', () => {
    const kept = 'Kept on this phone: Mia Smith 0:07.34. It will be sent when the signal returns.';
    expect(lastSavedText(mia, 'kept')).toBe(kept);
    expect(lastSavedText(mia, 'sending')).toBe(kept);
  });

  it('says what the marks came to at an event scored by obstacles or penalties', () => {
    expect(lastSavedText({ ...mia, marks: '4 of 6 cleared' }, 'idle')).toBe(
      'Last saved: Mia Smith 0:07.34 (4 of 6 cleared)',
    );
    expect(lastSavedText({ ...mia, marks: '+30 s' }, 'kept')).toBe(
      'Kept on this phone: Mia Smith 0:07.34 (+30 s). It will be sent when the signal returns.',
    );
  });

  it("says the time was not recorded when the server refused it, with the server's reason", () => {
    expect(lastSavedText(mia, 'rejected', 'The event has ended.')).toBe(
      'Not recorded: Mia Smith 0:07.34. The event has ended.',
    );
    expect(lastSavedText(mia, 'rejected')).toBe('Not recorded: Mia Smith 0:07.34.');
  });
});

describe('lastSavedFrom', () => {
  it('reads a stored one back and nothing malformed', () => {
    expect(lastSavedFrom(mia)).toEqual(mia);
    expect(lastSavedFrom({ ...mia, extra: 1 })).toEqual(mia);
    expect(lastSavedFrom({ ...mia, marks: '+30 s' })).toEqual({ ...mia, marks: '+30 s' });
    expect(lastSavedFrom({ ...mia, marks: 30 })).toEqual(mia);
    for (const bad of [
      null,
      'x',
      {},
      { ...mia, runId: '' },
      { ...mia, name: 3 },
      { ...mia, durationMs: -1 },
    ]) {
      expect(lastSavedFrom(bad)).toBeNull();
    }
    expect(lastSavedFrom({ ...mia, durationMs: Number.NaN })).toBeNull();
  });
});
