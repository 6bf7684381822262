import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

const answer = (version: number, validUntilMs = Number.POSITIVE_INFINITY, text = `v${version}`) => ({
  version,
  validUntilMs,
  text,
});

describe('AnswerCache', () => {
  it('answers while the counter it was read under is current, and forgets it once the counter moves', () => {
    const kept = new AnswerCache<string, ReturnType<typeof answer>>(4);
    kept.put('park', answer(7));
    expect(kept.get('park', 7, 0)?.text).toBe('v7');
    expect(kept.get('park', 8, 0)).toBeUndefined();
    // Gone, not merely passed over: the old counter coming back (a reset database) finds nothing.
    expect(kept.get('park', 7, 0)).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it('drops a rolling answer when its window has moved, with no write', () => {
    const kept = new AnswerCache<string, ReturnType<typeof answer>>(4);
    kept.put('month', answer(1, 1_000));
    expect(kept.get('month', 1, 999)?.text).toBe('v1');
    expect(kept.get('month', 1, 1_000)).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the least recently read first', () => {
    const kept = new AnswerCache<string, ReturnType<typeof answer>>(2);
    kept.put('a', answer(1));
    kept.put('b', answer(1));
    kept.get('a', 1, 0);
    kept.put('c', answer(1));
    expect(kept.get('b', 1, 0)).toBeUndefined();
    expect(kept.get('a', 1, 0)?.text).toBe('v1');
    expect(kept.get('c', 1, 0)?.text).toBe('v1');
    expect(kept.size).toBe(2);
  });

  it('replaces an answer put again under the same key, and forgets one or all on demand', () => {
    const kept = new AnswerCache<string, ReturnType<typeof answer>>(4);
    kept.put('a', answer(1, Number.POSITIVE_INFINITY, 'first'));
    kept.put('a', answer(2, Number.POSITIVE_INFINITY, 'second'));
    expect(kept.get('a', 2, 0)?.text).toBe('second');
    kept.put('b', answer(1));
    kept.forget('a');
    expect(kept.get('a', 2, 0)).toBeUndefined();
    kept.clear();
    expect(kept.size).toBe(0);
  });
});
