import { type Database, preparedQuery } from '../db/client';

interface Waiting {
  resolve: (versions: Map<string, number>) => void;
  reject: (error: unknown) => void;
}

/** Where a request learns a board family's counter (docs/architecture.md, "Board answers"). */
export interface BoardVersions {
  /** The counter of `family`, current as of this call: every save acknowledged before it is counted. */
  read(family: string): Promise<number>;
  /** Counters asked for so far and the database queries that answered them, for the bench. */
  readonly counts: { reads: number; queries: number };
  /** Stops whatever the source listens to (app close). */
  stop(): Promise<void>;
}

/** The counters' source for `database`: followed from notices on PGlite, read (batched) on PostgreSQL. */
export async function openBoardVersions(database: Database, readsInFlight: number): Promise<BoardVersions> {
  if (database.kind === 'pglite') return NoticedBoardVersions.start(database);
  return new BoardVersionReads(database, readsInFlight);
}

/**
 * PGlite lives in this process alone, and it calls a LISTEN callback before the committing statement's
 * promise settles (tested in board-versions.test.ts): every bump of a counter (migration 0008 notifies
 * each on 'board_versions') is counted here before the save that made it is acknowledged. So a
 * request reads this process's count instead of querying, and sees every save acknowledged before it.
 * The counts start at 0 with the app, as its cached answers do.
 */
class NoticedBoardVersions implements BoardVersions {
  private readonly versions = new Map<string, number>();
  private readsAsked = 0;
  private stopListening: () => Promise<void> = async () => {};

  static async start(database: Database): Promise<NoticedBoardVersions> {
    const followed = new NoticedBoardVersions();
    followed.stopListening = await database.listen(BOARD_VERSIONS_CHANNEL, (family) => {
      followed.versions.set(family, (followed.versions.get(family) ?? 0) + 1);
    });
    return followed;
  }

  read(family: string): Promise<number> {
    this.readsAsked += 1;
    return Promise.resolve(this.versions.get(family) ?? 0);
  }

  get counts(): { reads: number; queries: number } {
    return { reads: this.readsAsked, queries: 0 };
  }

  stop(): Promise<void> {
    return this.stopListening();
  }
}

/** Migration 0008: bump_board_version notifies the family's name on this channel. */
export const BOARD_VERSIONS_CHANNEL = 'board_versions';

/**
 * Reads board families' counters (`board_versions`, migration 0007) for this instance's requests, many
 * families in one query (docs/architecture.md, "Board answers").
 *
 * A request may use a counter only from a read that STARTED after the request arrived: a save
 * acknowledged before the request arrived committed before that read began, so the read sees it.
 * Requests gather for the next read: it starts on the next turn of the event loop after the first
 * request waiting for it (setImmediate, so every request parsed in the same turn joins it) and asks for
 * every waiting family at once (`board = any(…)`). A request arriving while a read is in flight (begun
 * before it arrived, so unusable) waits for a later one. Up to `overlap` reads may be in flight: on
 * PostgreSQL a second read on another pooled connection starts at once instead of after the first ends,
 * so a request waits about one round trip, not up to two. PGlite runs queries one after another in this
 * thread, so there it is one read at a time, one per turn instead of one per request.
 */
export class BoardVersionReads implements BoardVersions {
  /** A read is about to start (its setImmediate is queued): a request arriving now joins it. */
  private scheduled = false;
  private inFlight = 0;
  /** Families asked for by requests waiting for the next read, and who waits on them. */
  private nextFamilies = new Set<string>();
  private nextWaiting: Waiting[] = [];
  private queriesSent = 0;
  private readsAsked = 0;

  private readonly query: (values: unknown[]) => Promise<VersionRow[]>;

  /** `overlap`: how many reads may be in flight at once (1 on PGlite; a few of the pool's connections). */
  constructor(
    database: Database,
    private readonly overlap = 1,
  ) {
    this.query = preparedQuery<VersionRow>(database, 'board-versions', READ_VERSIONS);
  }

  /** The counter of `family` (0 when it has never changed), read after this call began. */
  read(family: string): Promise<number> {
    return new Promise<Map<string, number>>((resolve, reject) => {
      this.nextFamilies.add(family);
      this.nextWaiting.push({ resolve, reject });
      this.readsAsked += 1;
      this.scheduleRead();
    }).then((versions) => versions.get(family) ?? 0);
  }

  /** Counters read so far and the queries that read them (one per batch), for the bench. */
  get counts(): { reads: number; queries: number } {
    return { reads: this.readsAsked, queries: this.queriesSent };
  }

  async stop(): Promise<void> {}

  private scheduleRead(): void {
    if (this.scheduled || this.inFlight >= this.overlap || this.nextWaiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => this.startRead());
  }

  private startRead(): void {
    this.scheduled = false;
    this.inFlight += 1;
    const families = [...this.nextFamilies];
    const waiting = this.nextWaiting;
    this.nextFamilies = new Set();
    this.nextWaiting = [];
    this.queriesSent += 1;
    this.query([families])
      .then(versionsOf)
      .then(
        (versions) => {
          for (const waiter of waiting) waiter.resolve(versions);
        },
        (error: unknown) => {
          for (const waiter of waiting) waiter.reject(error);
        },
      )
      .finally(() => {
        this.inFlight -= 1;
        this.scheduleRead();
      });
  }
}

const READ_VERSIONS = 'select board, version from board_versions where board = any($1::text[])';

/** A board counter as the drivers return the bigint: text from node-postgres, a number or bigint from PGlite. */
export type CounterValue = number | string | bigint;

/** A counter as a number (a counter never nears 2^53). */
export const counterOf = (value: CounterValue): number => Number(value);

interface VersionRow {
  board: string;
  version: CounterValue;
}

const versionsOf = (rows: VersionRow[]) => new Map(rows.map((row) => [row.board, counterOf(row.version)]));
