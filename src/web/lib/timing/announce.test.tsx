import { describe, expect, it } from 'vitest';
import { memberSaveToast, refereeSaveLines, type SentOutcome } from './announce';

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
  scored: null,
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

describe("a referee's save in one toast", () => {
  const refereeSave = (scoring?: SentOutcome['save']['scoring']): SentOutcome['save'] => ({
    runId: 'run-2',
    endpoint: 'referee',
    body: { locationId: 4, timeStarted: '', timeCompleted: '', duration: 42_130, userId: 12, eventId: 5 },
    label: 'Sam Lee (sam)',
    ownerId: '7',
    queuedAt: 0,
    ...(scoring ? { scoring } : {}),
  });

  it('names whose time and the time, and at an event scored by marks what the server counted', () => {
    expect(refereeSaveLines(sent({ save: refereeSave() }))).toEqual([
      'Time successfully recorded',
      'Sam Lee (sam): 0:42.13',
    ]);
    const obstacles = refereeSave({ format: 'obstacles', courseObstacles: 6 });
    expect(
      refereeSaveLines(sent({ save: obstacles, scored: { obstaclesCleared: 4, penaltyMs: 0 } })),
    ).toEqual(['Time successfully recorded', 'Sam Lee (sam): 0:42.13', '4 of 6 cleared']);
    const penalty = refereeSave({ format: 'penalty', courseObstacles: 6 });
    expect(
      refereeSaveLines(sent({ save: penalty, scored: { obstaclesCleared: 3, penaltyMs: 30_000 } })).at(-1),
    ).toBe('+30 s');
    // An answer that does not say adds nothing.
    expect(refereeSaveLines(sent({ save: penalty }))).toHaveLength(2);
  });
});
