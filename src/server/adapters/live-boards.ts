import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { type EventBoardKey, eventBoardKey, locationBoardKey } from '../lib/board-keys';

/** What the database says changed (migration 0003_live_boards): one board's times or competitors. */
export interface BoardChange {
  locationId: number;
  eventId: number | null;
  official: boolean;
}

/** A board a client follows: an event's board, or everything shown on a location's page. */
export type BoardKey = EventBoardKey | `location:${number}`;

type BoardListener = (change: BoardChange | 'resync') => void;

export const BOARD_CHANGES_CHANNEL = 'board_changes';

/**
 * Followers told per turn of the event loop. Each is a write to its own socket: a thousand followers
 * told at once held every request behind them for the whole fan-out (docs/performance.md, "An event
 * day"); in slices, requests are answered between them.
 */
const FOLLOWERS_PER_TURN = 100;

const RESYNC = 'resync';

/** The same board change as another, for a follower who has not been told yet. */
const untoldKey = (change: BoardChange | 'resync') =>
  change === 'resync' ? RESYNC : `${change.locationId}/${change.eventId}/${change.official}`;

function parseChange(payload: string): BoardChange | undefined {
  try {
    const value = JSON.parse(payload) as Partial<BoardChange>;
    if (typeof value.locationId !== 'number') return undefined;
    return {
      locationId: value.locationId,
      eventId: typeof value.eventId === 'number' ? value.eventId : null,
      official: value.official === true,
    };
  } catch {
    return undefined;
  }
}

/**
 * The one listener of this app instance on the database's board notices, fanned out to the streams
 * open on this instance. Every instance listens for itself, so a time written through any of them
 * reaches every follower (docs/architecture.md, "Several instances").
 */
export class LiveBoards {
  private readonly listeners = new Map<BoardKey, Set<BoardListener>>();
  /**
   * Deliveries not made yet (with the change's `untoldKey`), in the order they were published: a
   * follower hears changes in order.
   */
  private readonly pending: Array<[BoardListener, BoardChange | 'resync', string]> = [];
  private nextPending = 0;
  /**
   * What each follower has queued and not yet been told. A follower refetches the board it is told
   * of, so a change it already waits to hear is not queued again: on a busy event day a follower far
   * down the queue hears of its board once, and reads the newest, instead of every step.
   */
  private readonly untold = new Map<BoardListener, Set<string>>();
  /** Deliveries left out because the follower already waited to hear the same (for the bench). */
  coalesced = 0;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly log: FastifyBaseLogger) {}

  async start(database: Database): Promise<void> {
    this.stopListening = await database.listen(
      BOARD_CHANGES_CHANNEL,
      (payload) => this.hear(payload),
      () => this.resyncAll(),
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** Follows one board; returns the unfollow. */
  follow(key: BoardKey, listener: BoardListener): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(key) === set) this.listeners.delete(key);
    };
  }

  /** Open followers on this instance (for the stream cap and the bench). */
  get followerCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  /** A notice on BOARD_CHANGES_CHANNEL, as the database sends it. */
  hear(payload: string): void {
    const change = parseChange(payload);
    if (!change) {
      this.log.warn({ payload: payload.slice(0, 200) }, 'unreadable board notice');
      return;
    }
    this.notify(locationBoardKey(change.locationId), change);
    if (change.eventId !== null) this.notify(eventBoardKey(change.eventId), change);
  }

  /** Notices may have been lost while the listening connection was down: every follower refetches. */
  private resyncAll(): void {
    for (const set of this.listeners.values()) this.deliver(set, 'resync');
  }

  private notify(key: BoardKey, change: BoardChange): void {
    this.deliver(this.listeners.get(key) ?? [], change);
  }

  /**
   * Queues `change` for each listener that does not wait to hear it (or a resync) already; the first
   * slice is told now, the rest on later turns.
   */
  private deliver(listeners: Iterable<BoardListener>, change: BoardChange | 'resync'): void {
    const idle = this.nextPending === this.pending.length;
    const key = untoldKey(change);
    for (const listener of listeners) {
      let keys = this.untold.get(listener);
      if (keys?.has(key) || keys?.has(RESYNC)) {
        this.coalesced += 1;
        continue;
      }
      if (!keys) {
        keys = new Set();
        this.untold.set(listener, keys);
      }
      keys.add(key);
      this.pending.push([listener, change, key]);
    }
    if (idle) this.tellSlice();
  }

  private readonly tellSlice = (): void => {
    const end = Math.min(this.pending.length, this.nextPending + FOLLOWERS_PER_TURN);
    while (this.nextPending < end) {
      const [listener, change, key] = this.pending[this.nextPending];
      this.nextPending += 1;
      const keys = this.untold.get(listener);
      keys?.delete(key);
      if (keys?.size === 0) this.untold.delete(listener);
      try {
        listener(change);
      } catch (error) {
        // One broken stream must not keep the change from the followers after it.
        this.log.error({ err: error }, 'a board follower could not be told');
      }
    }
    if (this.nextPending < this.pending.length) {
      setImmediate(this.tellSlice);
      return;
    }
    this.pending.length = 0;
    this.nextPending = 0;
  };
}
