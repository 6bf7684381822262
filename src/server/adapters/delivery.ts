import type { FastifyBaseLogger } from 'fastify';

/** Attempts before a message is marked failed for good. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/** Sends one pass runs side by side: a bulk SMS drains several times faster, one provider is not flooded. */
export const PASS_CONCURRENCY = 4;

/**
 * How long one pass keeps claiming due rows. Past it the pass stops claiming, finishes its sends and,
 * if rows were left, hands over to a fresh pass at once; a shutdown's drain waits at most this long.
 */
const PASS_BUDGET_MS = 25_000;

/** A new message's delivery columns: leased to this instance when it is sent at once. */
export interface Delivery<Lease> {
  status: 'pending' | 'outbox';
  lockedUntil: Lease | null;
}

/**
 * The table's bookkeeping (outboxStore); storing a new message is the sender's own insert. Rows are
 * leased (`locked_until`) to the instance sending them, so several instances on one database never
 * send one message twice (docs/architecture.md, "Several instances").
 */
export interface DeliveryStore<Row extends { id: number; attempts: number }, Lease> {
  /** The end of a lease taken now, for a row inserted to be sent at once. */
  readonly lease: Lease;
  /** Leases up to `limit` due rows (pending, under the attempt limit, not leased), oldest first. */
  claimDue(limit: number, skipIds: number[]): Promise<Row[]>;
  /**
   * Commits, before the transport is called, that this row may reach the provider from now on; a
   * later claim of a row so marked but not sent reconciles with the provider first (adapters/sms.ts).
   * Only stores whose transport can look a message up keep it.
   */
  markAttemptStarted?(row: Row): Promise<void>;
  /** Sent: the lease ends, and a sensitive row's text (it carried a code) is blanked. */
  markSent(row: Row, providerId?: string): Promise<void>;
  /** Counts the attempt and ends the lease, so a later pass (on any instance) retries it. */
  markAttemptFailed(row: Row, error: string, final: boolean): Promise<void>;
}

/**
 * The common life of an outgoing e-mail or SMS: stored first, then sent in the background,
 * retried on failure until MAX_DELIVERY_ATTEMPTS. Sending never fails the caller's request.
 */
export class DeliveryQueue<Row extends { id: number; attempts: number }, Lease> {
  private readonly inFlight = new Set<Promise<void>>();
  private retrying: Promise<void> | undefined;
  /** Rows became due while a pass ran (a kick, or a pass out of time): run again after it. */
  private again = false;
  private draining = 0;

  constructor(
    private readonly name: string,
    private readonly log: FastifyBaseLogger,
    private readonly transport: ((row: Row) => Promise<string | undefined>) | undefined,
    private readonly store: DeliveryStore<Row, Lease>,
  ) {}

  /** The status new rows take: `outbox` when no transport is configured (they are kept, not sent). */
  get newStatus(): Delivery<Lease>['status'] {
    return this.transport ? 'pending' : 'outbox';
  }

  /**
   * Stores the message through `insert` and starts sending it; resolves once stored. A row sent at
   * once is inserted already leased, so no retry pass (of this or another instance) takes it meanwhile.
   */
  async enqueue(insert: (delivery: Delivery<Lease>) => Promise<Row>): Promise<Row> {
    if (!this.transport) {
      const row = await insert({ status: 'outbox', lockedUntil: null });
      this.log.info({ id: row.id }, `${this.name} kept in outbox (no transport configured)`);
      return row;
    }
    const row = await insert({ status: 'pending', lockedUntil: this.store.lease });
    this.track(this.attempt(row).then(() => undefined));
    return row;
  }

  /** Retries what is still pending; called on an interval. Overlapping calls share one pass. */
  retryDue(): Promise<void> {
    if (!this.transport) return Promise.resolve();
    this.retrying ??= this.retryPass().finally(() => {
      this.retrying = undefined;
      if (this.again) this.kick();
    });
    return this.retrying;
  }

  /**
   * Starts a pass now for rows just stored unleased (a bulk SMS), without waiting for the interval;
   * a pass already running goes round again for them. Errors are logged, never thrown.
   */
  kick(): void {
    if (!this.transport || this.draining > 0) return;
    this.again = true;
    if (this.retrying) return;
    this.retryDue().catch((error: unknown) => this.log.warn({ err: error }, `${this.name} pass failed`));
  }

  /** Waits for sends and passes already started (graceful shutdown, tests); starts no new pass. */
  async drain(): Promise<void> {
    this.draining += 1;
    try {
      while (this.inFlight.size > 0 || this.retrying) {
        await Promise.allSettled([...this.inFlight, ...(this.retrying ? [this.retrying] : [])]);
      }
    } finally {
      this.draining -= 1;
    }
  }

  /**
   * PASS_CONCURRENCY workers each claim one row at a time, so each lease covers one send however slow
   * the ones before it were, and keep claiming while rows are due and the budget lasts. A row that
   * failed in this pass is skipped (its lease is over) and waits for the next pass.
   */
  private async retryPass(): Promise<void> {
    const deadline = Date.now() + PASS_BUDGET_MS;
    const failed: number[] = [];
    do {
      this.again = false;
      const workers = Array.from({ length: PASS_CONCURRENCY }, () => this.work(deadline, failed));
      const outcomes = await Promise.all(workers);
      // Out of time with rows left: a fresh pass takes over (unless draining).
      if (outcomes.includes('out of time')) this.again = this.draining === 0;
    } while (this.again && this.draining === 0 && Date.now() < deadline);
  }

  private async work(deadline: number, failed: number[]): Promise<'done' | 'out of time'> {
    while (Date.now() < deadline) {
      const [row] = await this.store.claimDue(1, failed);
      if (!row) return 'done';
      if (!(await this.attempt(row))) failed.push(row.id);
    }
    return 'out of time';
  }

  private track(promise: Promise<void>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }

  /** One send of a claimed (or just inserted) row; true once it went out. */
  private async attempt(row: Row): Promise<boolean> {
    let providerId: string | undefined;
    try {
      // Committed before the provider is called: if this process dies from here on, whoever claims
      // the row next knows the message may already be out (docs/architecture.md, "Outbox").
      await this.store.markAttemptStarted?.(row);
      providerId = await this.transport?.(row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = row.attempts + 1 >= MAX_DELIVERY_ATTEMPTS;
      this.log.warn({ id: row.id, attempt: row.attempts + 1, final }, `${this.name} send failed: ${message}`);
      try {
        await this.store.markAttemptFailed(row, message.slice(0, 500), final);
      } catch (storeError) {
        this.log.error({ err: storeError }, `${this.name} failure could not be recorded`);
      }
      return false;
    }
    try {
      await this.store.markSent(row, providerId);
    } catch (storeError) {
      // Sent but not marked: the lease keeps other passes off it until it ends; then an SMS is
      // reconciled with the provider (its attempt was marked started), not sent again.
      this.log.error({ err: storeError, id: row.id }, `${this.name} sent but not marked sent`);
    }
    return true;
  }
}
