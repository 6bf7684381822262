import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { checkTimeSubmission, isTooOldToSave } from './time-checks';

const now = new Date('2025-06-15T12:00:00.000Z');

/** A run of `duration` ms finishing `finishOffsetMs` after now, optionally misreporting its duration. */
function time(duration: number, { finishOffsetMs = -60_000, reported = duration } = {}) {
  const completed = new Date(now.getTime() + finishOffsetMs);
  return {
    timeStarted: new Date(completed.getTime() - duration),
    timeCompleted: completed,
    duration: reported,
  };
}

describe('checkTimeSubmission', () => {
  it('accepts the limits exactly', () => {
    expect(checkTimeSubmission(time(1_000), now)).toEqual({});
    expect(checkTimeSubmission(time(86_400_000), now)).toEqual({});
    expect(checkTimeSubmission(time(30_000, { reported: 31_000 }), now)).toEqual({});
    expect(checkTimeSubmission(time(30_000, { reported: 29_000 }), now)).toEqual({});
    expect(checkTimeSubmission(time(30_000, { finishOffsetMs: 5 * 60_000 }), now)).toEqual({});
  });

  it('accepts ISO strings as the API sends them', () => {
    const { timeStarted, timeCompleted, duration } = time(45_000);
    const strings = {
      timeStarted: timeStarted.toISOString(),
      timeCompleted: timeCompleted.toISOString(),
      duration,
    };
    expect(checkTimeSubmission(strings, now)).toEqual({});
  });

  it('names duration for a time under 1 s or over 24 h', () => {
    expect(checkTimeSubmission(time(999), now)).toEqual({ duration: messages.durationTooShort });
    expect(checkTimeSubmission(time(0), now)).toEqual({ duration: messages.durationTooShort });
    expect(checkTimeSubmission(time(86_400_001), now)).toEqual({ duration: messages.durationTooLong });
  });

  it('names duration when it disagrees with finish − start by more than 1 s', () => {
    expect(checkTimeSubmission(time(30_000, { reported: 31_001 }), now)).toEqual({
      duration: messages.durationMismatch,
    });
    expect(checkTimeSubmission(time(30_000, { reported: 28_999 }), now)).toEqual({
      duration: messages.durationMismatch,
    });
  });

  it('names duration when a date cannot be read', () => {
    const unreadable = { timeStarted: 'not a date', timeCompleted: now.toISOString(), duration: 30_000 };
    expect(checkTimeSubmission(unreadable, now)).toEqual({ duration: messages.durationMismatch });
  });

  it('names timeCompleted for a finish more than 5 minutes ahead of now', () => {
    expect(checkTimeSubmission(time(30_000, { finishOffsetMs: 5 * 60_000 + 1 }), now)).toEqual({
      timeCompleted: messages.completedInFuture,
    });
  });

  it('names timeCompleted for a finish more than 30 days before now', () => {
    const thirtyDaysMs = 30 * 86_400_000;
    expect(checkTimeSubmission(time(30_000, { finishOffsetMs: -thirtyDaysMs }), now)).toEqual({});
    expect(checkTimeSubmission(time(30_000, { finishOffsetMs: -thirtyDaysMs - 1 }), now)).toEqual({
      timeCompleted: messages.completedTooLongAgo,
    });
    const backdated = { timeStarted: '0001-01-01T00:00:00.000Z', timeCompleted: '0001-01-01T00:00:30.000Z' };
    expect(checkTimeSubmission({ ...backdated, duration: 30_000 }, now)).toEqual({
      timeCompleted: messages.completedTooLongAgo,
    });
  });

  it('tells a finish too old to save from one still inside the window', () => {
    expect(isTooOldToSave(new Date(now.getTime() - 30 * 86_400_000), now)).toBe(false);
    expect(isTooOldToSave(new Date(now.getTime() - 30 * 86_400_000 - 1).toISOString(), now)).toBe(true);
  });

  it('reports both fields when both fail', () => {
    expect(checkTimeSubmission(time(500, { finishOffsetMs: 3_600_000 }), now)).toEqual({
      duration: messages.durationTooShort,
      timeCompleted: messages.completedInFuture,
    });
  });
});
