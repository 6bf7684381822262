import type { FastifyBaseLogger } from 'fastify';

/** Attempts before a message is marked failed for good. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/** The table's bookkeeping (outboxStore); storing a new message is the sender's own insert. */
export interface DeliveryStore<Row extends { id: number; attempts: number }> {
  markSent(id: number, providerId?: string): Promise<void>;
  markAttemptFailed(row: Row, error: string, final: boolean): Promise<void>;
  listDue(limit: number): Promise<Row[]>;
}

/**
 * The common life of an outgoing e-mail or SMS: stored first, then sent in the background,
 * retried on failure until MAX_DELIVERY_ATTEMPTS. Sending never fails the caller's request.
 */
export class DeliveryQueue<Row extends { id: number; attempts: number }> {
  private readonly inFlight = new Set<Promise<void>>();
  /** Rows being sent right now: a retry pass must not send them a second time. */
  private readonly sendingIds = new Set<number>();
  private retrying: Promise<void> | undefined;

  constructor(
    private readonly name: string,
    private readonly log: FastifyBaseLogger,
    private readonly transport: ((row: Row) => Promise<string | undefined>) | undefined,
    private readonly store: DeliveryStore<Row>,
  ) {}

  /** Stores the message through `insert` and starts sending it; resolves once stored. */
  async enqueue(insert: (status: 'pending' | 'outbox') => Promise<Row>): Promise<Row> {
    const row = await insert(this.transport ? 'pending' : 'outbox');
    if (!this.transport) {
      this.log.info({ id: row.id }, `${this.name} kept in outbox (no transport configured)`);
      return row;
    }
    this.track(this.attempt(row));
    return row;
  }

  /** Retries what is still pending; called on an interval. Overlapping calls share one pass. */
  retryDue(): Promise<void> {
    if (!this.transport) return Promise.resolve();
    this.retrying ??= (async () => {
      for (const row of await this.store.listDue(20)) await this.attempt(row);
    })().finally(() => {
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

  private track(promise: Promise<void>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }

  private async attempt(row: Row): Promise<void> {
    if (this.sendingIds.has(row.id)) return;
    this.sendingIds.add(row.id);
    try {
      const providerId = await this.transport?.(row);
      await this.store.markSent(row.id, providerId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = row.attempts + 1 >= MAX_DELIVERY_ATTEMPTS;
      this.log.warn({ id: row.id, attempt: row.attempts + 1, final }, `${this.name} send failed: ${message}`);
      try {
        await this.store.markAttemptFailed(row, message.slice(0, 500), final);
      } catch (storeError) {
        this.log.error({ err: storeError }, `${this.name} failure could not be recorded`);
      }
    } finally {
      this.sendingIds.delete(row.id);
    }
  }
}
