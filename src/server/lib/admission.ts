/**
 * How much work the instance takes on at once, and what it turns away when more arrives than it can
 * answer in time (docs/architecture.md, "Overload"). Past its capacity a server that queues without
 * bound makes every request late, saves included; this one keeps a bounded queue per kind of work,
 * serves saves before reads, and answers what it cannot take at once (the caller says 503).
 */
export type WorkKind = 'save' | 'read';

interface AdmissionLimits {
  /** Requests worked on at once: a few per database connection, so the pool stays busy, not swamped. */
  slots: number;
  /** Requests of each kind that may wait for a slot; one more is turned away at once. */
  queue: Record<WorkKind, number>;
  /** How long a request of each kind may wait for a slot before it is turned away. */
  waitMs: Record<WorkKind, number>;
}

/** Gives back the slot a request held; calling it again does nothing. */
export type Release = () => void;

interface Waiter {
  take: (release: Release | null) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class Admission {
  private busy = 0;
  private readonly waiting: Record<WorkKind, Waiter[]> = { save: [], read: [] };
  /** Requests turned away since the start, by kind: queue full or waited too long. */
  readonly shed: Record<WorkKind, number> = { save: 0, read: 0 };

  constructor(readonly limits: AdmissionLimits) {}

  /** Requests worked on now, and waiting for a slot by kind (for /metrics). */
  get load(): { busy: number; waiting: Record<WorkKind, number> } {
    return { busy: this.busy, waiting: { save: this.waiting.save.length, read: this.waiting.read.length } };
  }

  /** A slot at once, when one is free and nothing of `kind`'s rank or higher waits; else undefined. */
  takeNow(kind: WorkKind): Release | undefined {
    const ahead =
      kind === 'save' ? this.waiting.save.length : this.waiting.save.length + this.waiting.read.length;
    return this.busy < this.limits.slots && ahead === 0 ? this.occupy() : undefined;
  }

  /**
   * A slot after the work ahead, or null when `kind`'s queue is full or its wait runs out (`waitMs`,
   * else the kind's).
   */
  wait(kind: WorkKind, waitMs = this.limits.waitMs[kind]): Promise<Release | null> {
    const queue = this.waiting[kind];
    if (queue.length >= this.limits.queue[kind]) {
      this.shed[kind] += 1;
      return Promise.resolve(null);
    }
    return new Promise((take) => {
      const waiter: Waiter = {
        take,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          this.shed[kind] += 1;
          take(null);
        }, waitMs),
      };
      queue.push(waiter);
    });
  }

  private occupy(): Release {
    this.busy += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.busy -= 1;
      this.next();
    };
  }

  private next(): void {
    if (this.busy >= this.limits.slots) return;
    const waiter = this.waiting.save.shift() ?? this.waiting.read.shift();
    if (!waiter) return;
    clearTimeout(waiter.timer);
    waiter.take(this.occupy());
  }
}
