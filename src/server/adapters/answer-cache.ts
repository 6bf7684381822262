/** What every cached answer carries: the database counter it was read under, and how long it lasts. */
export interface Cached<Version> {
  version: Version;
  /** Rolling periods: when the oldest counted time leaves the window, the answer changes. */
  validUntilMs: number;
}

/**
 * Answers cached in this instance's memory while the database counter they were read under is current
 * (docs/architecture.md, "Board answers"): a second instance's write, or a missed notice, makes a cached
 * answer unused, never wrong. The least recently used goes first once `capacity` are kept.
 */
export class AnswerCache<Key, Answer extends Cached<Answer['version']>> {
  private readonly answers = new Map<Key, Answer>();

  constructor(private readonly capacity: number) {}

  /** The answer for `key` when `version` is still its counter and its window has not moved. */
  get(key: Key, version: Answer['version'], nowMs: number): Answer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    this.answers.delete(key);
    if (answer.version !== version || nowMs >= answer.validUntilMs) return undefined;
    this.answers.set(key, answer);
    return answer;
  }

  put(key: Key, answer: Answer): Answer {
    this.answers.delete(key);
    this.answers.set(key, answer);
    if (this.answers.size > this.capacity) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    return answer;
  }

  /** Drops the answer for `key`. */
  forget(key: Key): void {
    this.answers.delete(key);
  }

  get size(): number {
    return this.answers.size;
  }

  /** Forgets every answer: a test's database reset restarts the counters they were kept under. */
  clear(): void {
    this.answers.clear();
  }
}
