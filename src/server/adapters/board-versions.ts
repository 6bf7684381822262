import { type Db, driverOf } from '../db/client';

/**
 * The driver under Drizzle (a pg.Pool or PGlite; both answer `query(text, params)` with `rows`).
 * These reads are most of the queries an instance sends on a busy day, and Drizzle's wrapping cost
 * more than the query itself on PGlite (about 250 µs a read against 100 µs straight to the driver).
 */
interface DriverClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

function queryClientOf(db: Db): DriverClient {
  const client = driverOf(db);
  if (
    typeof client === 'object' &&
    client !== null &&
    'query' in client &&
    typeof client.query === 'function'
  ) {
    return client as DriverClient;
  }
  throw new Error('BoardVersions needs the database handle of a pg pool or PGlite');
}

interface Waiting {
  resolve: (versions: Map<string, number>) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads board families' counters (`board_versions`, migration 0007) for this instance's requests, many
 * families in one query (docs/architecture.md, "Board answers").
 *
 * A request may use a counter only from a read that STARTED after the request arrived: a save
 * acknowledged before the request arrived committed before that read began, so the read sees it.
 * Hence at most one read is in flight, and requests gather for the next one: it starts on the next
 * turn of the event loop after the first request waiting for it (setImmediate, so every request parsed
 * in the same turn joins it) and no sooner than the read in flight ends, and asks for every waiting
 * family at once (`board = any(…)`). A request arriving while a read is in flight (begun before it
 * arrived, so unusable) waits for the next. Under many concurrent readers this turns many lookups into
 * one per round trip; on PGlite, whose queries run in this thread, it is one per turn instead of one
 * per request.
 */
export class BoardVersions {
  /** A read is in flight or about to start: a request arriving now waits for one that starts later. */
  private busy = false;
  /** Families asked for by requests waiting for the next read, and who waits on them. */
  private nextFamilies = new Set<string>();
  private nextWaiting: Waiting[] = [];
  private queriesSent = 0;
  private readsAsked = 0;

  private readonly client: DriverClient;

  constructor(db: Db) {
    this.client = queryClientOf(db);
  }

  /** The counter of `family` (0 when it has never changed), read after this call began. */
  read(family: string): Promise<number> {
    return new Promise<Map<string, number>>((resolve, reject) => {
      this.nextFamilies.add(family);
      this.nextWaiting.push({ resolve, reject });
      this.readsAsked += 1;
      if (this.busy) return;
      this.busy = true;
      setImmediate(() => this.startRead());
    }).then((versions) => versions.get(family) ?? 0);
  }

  /** Counters read so far and the queries that read them (one per batch), for the bench. */
  get counts(): { reads: number; queries: number } {
    return { reads: this.readsAsked, queries: this.queriesSent };
  }

  private startRead(): void {
    const families = [...this.nextFamilies];
    const waiting = this.nextWaiting;
    this.nextFamilies = new Set();
    this.nextWaiting = [];
    this.queriesSent += 1;
    readVersions(this.client, families)
      .then(
        (versions) => {
          for (const waiter of waiting) waiter.resolve(versions);
        },
        (error: unknown) => {
          for (const waiter of waiting) waiter.reject(error);
        },
      )
      .finally(() => {
        if (this.nextWaiting.length > 0) setImmediate(() => this.startRead());
        else this.busy = false;
      });
  }
}

async function readVersions(client: DriverClient, families: string[]): Promise<Map<string, number>> {
  // One family (the usual case when requests come one at a time) is a plain primary-key lookup.
  const { rows } =
    families.length === 1
      ? await client.query('select board, version from board_versions where board = $1', families)
      : await client.query('select board, version from board_versions where board = any($1::text[])', [
          `{${families.map(arrayItem).join(',')}}`,
        ]);
  // version is a bigint: text from node-postgres, a number or bigint from PGlite.
  const versions = rows as Array<{ board: string; version: number | string | bigint }>;
  return new Map(versions.map((row) => [row.board, Number(row.version)]));
}

/** A PostgreSQL array literal item: quoted, with quotes and backslashes escaped. */
const arrayItem = (text: string) => `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
