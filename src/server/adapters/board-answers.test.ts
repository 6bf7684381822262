import { describe, expect, it } from 'vitest';
import { BoardAnswers } from './board-answers';

const entries = [{ id: 7, userId: 3, duration: 41_000, standing: 1 }];

/** A ranking that counts its calls and settles when the test says. */
function rankingGate() {
  let calls = 0;
  let settle: (outcome: Error | null) => void = () => {};
  const rank = () => {
    calls += 1;
    return new Promise<{ entries: typeof entries; validUntilMs: number }>((resolve, reject) => {
      settle = (outcome) => (outcome ? reject(outcome) : resolve({ entries, validUntilMs: Infinity }));
    });
  };
  return { rank, calls: () => calls, settle: (outcome: Error | null = null) => settle(outcome) };
}

describe('BoardAnswers.answer', () => {
  it('ranks a board once for every request that misses it at once, then answers from the cache', async () => {
    const boards = new BoardAnswers();
    const ranking = rankingGate();
    const asked = [1, 2, 3].map(() => boards.answer('location:1:casual:all', 5, 0, ranking.rank));
    ranking.settle();
    const answers = await Promise.all(asked);
    expect(ranking.calls()).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0].entries).toEqual(entries);
    expect(await boards.answer('location:1:casual:all', 5, 0, ranking.rank)).toBe(answers[0]);
    expect(ranking.calls()).toBe(1);
  });

  it('ranks again under a new counter, and for another board', async () => {
    const boards = new BoardAnswers();
    const ranking = rankingGate();
    const first = boards.answer('event:4:all', 1, 0, ranking.rank);
    ranking.settle();
    await first;
    const newer = boards.answer('event:4:all', 2, 0, ranking.rank);
    ranking.settle();
    await newer;
    const other = boards.answer('event:5:all', 2, 0, ranking.rank);
    ranking.settle();
    await other;
    expect(ranking.calls()).toBe(3);
  });

  it('fails every waiting request with a failed ranking, and the next request ranks afresh', async () => {
    const boards = new BoardAnswers();
    const ranking = rankingGate();
    const asked = [1, 2].map(() => boards.answer('location:2:casual:all', 1, 0, ranking.rank));
    ranking.settle(new Error('Location not found'));
    for (const answer of asked) await expect(answer).rejects.toThrow('Location not found');
    const retried = boards.answer('location:2:casual:all', 1, 0, ranking.rank);
    ranking.settle();
    expect((await retried).entries).toEqual(entries);
    expect(ranking.calls()).toBe(2);
  });
});
