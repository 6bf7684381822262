import type { FastifyBaseLogger } from 'fastify';

/** Attempts before a message is marked failed for good. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/** Messages one retry pass sends at most; the rest wait for the next pass. */
const RETRY_BATCH = 20;

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

  constructor(
    private readonly name: string,
    private readonly log: FastifyBaseLogger,
    private readonly transport: ((row: Row) => Promise<string | undefined>) | undefined,
    private readonly store: DeliveryStore<Row, Lease>,
  ) {}

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
    this.track(this.attempt(row));
    return row;
  }

  /** Retries what is still pending; called on an interval. Overlapping calls share one pass. */
  retryDue(): Promise<void> {
    if (!this.transport) return Promise.resolve();
    this.retrying ??= this.retryPass().finally(() => {
      this.retrying = undefined;
    });
    return this.retrying;
  }

  /** Waits for sends already started (graceful shutdown, tests). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0 || this.retrying) {
      await Promise.allSettled([...this.inFlight, ...(this.retrying ? [this.retrying] : [])]);
    }
  }

  /**
   * Claims one row at a time, so each lease covers one send however slow the ones before it were;
   * a row that failed in this pass is skipped (its lease is over) and waits for the next pass.
   */
  private async retryPass(): Promise<void> {
    const tried: number[] = [];
    while (tried.length < RETRY_BATCH) {
      const [row] = await this.store.claimDue(1, tried);
      if (!row) return;
      tried.push(row.id);
      await this.attempt(row);
    }
  }

  private track(promise: Promise<void>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }

  private async attempt(row: Row): Promise<void> {
    let providerId: string | undefined;
    try {
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
      return;
    }
    try {
      await this.store.markSent(row, providerId);
    } catch (storeError) {
      // Sent but not marked: the lease keeps other passes off it until it ends.
      this.log.error({ err: storeError, id: row.id }, `${this.name} sent but not marked sent`);
    }
  }
}
