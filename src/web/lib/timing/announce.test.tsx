import { describe, expect, it } from 'vitest';
import { memberSaveToast, type SentOutcome } from './announce';

const sent = (answer: Partial<SentOutcome>): SentOutcome => ({
  kind: 'sent',
  save: {
    runId: 'run-1',
    endpoint: 'member',
    body: { locationId: 4, timeStarted: '', timeCompleted: '', duration: 42_000 },
    ownerId: '7',
    queuedAt: 0,
  },
  standing: 1,
  personalBest: false,
  userName: 'sam',
  splits: [],
  onBoard: true,
  ...answer,
});

describe("a member's save in one toast", () => {
  it('congratulates a personal best, with its place when it is 10 or better', () => {
    expect(memberSaveToast(sent({ personalBest: true, standing: 3 }))).toEqual({
      color: 'yellow',
      lines: [
        'Time Saved to Leaderboard',
        "Congratulations! You're in position #3 on the Social Leaderboard",
        'Personal best: your fastest time here.',
      ],
    });
    expect(memberSaveToast(sent({ personalBest: true, standing: 11 })).lines).toEqual([
      'Time Saved to Leaderboard',
      'Personal best: your fastest time here.',
    ]);
  });

  it('only says saved for a run slower than the best, whatever the place', () => {
    expect(memberSaveToast(sent({ standing: 1 }))).toEqual({
      color: 'green',
      lines: ['Time Saved to Leaderboard'],
    });
  });

  it('says where a run the board leaves out went, and celebrates nothing', () => {
    expect(memberSaveToast(sent({ onBoard: false, personalBest: true, standing: 1 }))).toEqual({
      color: 'blue',
      lines: ['Saved to My Results, not the board'],
    });
  });
});
