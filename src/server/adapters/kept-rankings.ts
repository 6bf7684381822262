import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, preparedQuery } from '../db/client';

/** A ranking asked for: the answer's key, the counter read for it, and the request's clock. */
export interface RankingAsked {
  key: string;
  version: number;
  now: Date;
  /** A rolling period's: its window ends at the ranking's clock, so a clock behind it sees more. */
  rolling: boolean;
}

/** How a board is ranked when no ranking is kept: the statement, and whether its board exists. */
interface RankingStatement {
  /** One row: `board` and `oldestMs`, as rankedBoardEntries answers. */
  ranking: SQL;
  /** A boolean expression: the board's location or event exists. */
  exists: SQL;
}

/** A ranking kept by an instance, or the board just ranked (then `exists` says whether it was found). */
type RankingFound =
  | { kept: true; board: string | null; validUntilMs: number }
  | { kept: false; exists: boolean; board: string | null; oldestMs: number | null };

interface FoundRow {
  kept: boolean;
  exists: boolean;
  board: string | null;
  oldestMs: number | null;
  validUntilMs: number | null;
}

type Query<Row> = (values: unknown[]) => Promise<Row[]>;

const dialect = new PgDialect();

/**
 * Board rankings kept in `ranked_boards` (migration 0019) for every instance on one PostgreSQL
 * (docs/architecture.md, "Board answers"): a board changed by a save is ranked by the first instance
 * that reads it, and the others take that ranking under the same counter instead of ranking again.
 * Not on PGlite, whose counters are this process's own count (board-versions.ts), not the database's.
 *
 * Both statements are prepared once per connection: planning the ranking's branch cost more than
 * finding a kept ranking, and a board's few shapes (kept bests, a period's times, an event's) differ
 * only in their values.
 */
export class KeptRankings {
  private readonly shapes = new Map<string, Query<FoundRow>>();
  private readonly upsert: Query<never>;
  private readonly writing = new Set<Promise<void>>();
  private readonly counted = { found: 0, ranked: 0, kept: 0, failed: 0 };

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.upsert = preparedQuery(database, 'keep-ranking', KEEP_RANKING);
  }

  /**
   * The ranking kept for `asked`, else the board ranked by `statement`, in one statement: PostgreSQL
   * runs the ranking only when no kept ranking is found (its branch waits behind a one-time filter).
   */
  async find(asked: RankingAsked, statement: RankingStatement): Promise<RankingFound> {
    const { sql: text, params } = dialect.sqlToQuery(keptOrRanked(asked, statement));
    const [row] = await this.shape(text)(params);
    if (row.kept) {
      this.counted.found += 1;
      return { kept: true, board: row.board, validUntilMs: row.validUntilMs ?? Number.POSITIVE_INFINITY };
    }
    this.counted.ranked += 1;
    return { kept: false, exists: row.exists, board: row.board, oldestMs: row.oldestMs };
  }

  /**
   * Keeps a ranking for the other instances, without holding up the answer: a failure is logged, and
   * the board is ranked again by the next instance that misses it.
   */
  keep(asked: RankingAsked, ranked: { board: string | null; validUntilMs: number }): void {
    const validUntil = Number.isFinite(ranked.validUntilMs)
      ? new Date(ranked.validUntilMs).toISOString()
      : null;
    const write = this.upsert([
      asked.key,
      asked.version,
      ranked.board,
      validUntil,
      asked.now.toISOString(),
    ]).then(
      () => {
        this.counted.kept += 1;
      },
      (error: unknown) => {
        this.counted.failed += 1;
        this.log.warn({ err: error, key: asked.key }, 'keeping a board ranking failed');
      },
    );
    this.writing.add(write);
    void write.finally(() => this.writing.delete(write));
  }

  /** Waits for the rankings being kept (app close; tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.writing]);
  }

  /** Rankings found kept, boards ranked, rankings kept and writes failed, for tests and the bench. */
  get counts(): { found: number; ranked: number; kept: number; failed: number } {
    return { ...this.counted };
  }

  private shape(text: string): Query<FoundRow> {
    let query = this.shapes.get(text);
    if (!query) {
      const name = `kept-or-ranked-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
      query = preparedQuery<FoundRow>(this.database, name, text);
      this.shapes.set(text, query);
    }
    return query;
  }
}

/** Kept rankings on PostgreSQL; none on PGlite. */
export const openKeptRankings = (database: Database, log: FastifyBaseLogger): KeptRankings | null =>
  database.kind === 'pg' ? new KeptRankings(database, log) : null;

/**
 * The kept ranking of `asked` when one is still good (same counter; a rolling one only before its
 * window moves past its oldest best, and to a clock not behind it), else the ranking. The kept row is
 * read once (materialized); `not exists` over it is a one-time filter that skips the ranking's branch.
 */
function keptOrRanked(
  { key, version, now, rolling }: RankingAsked,
  { ranking, exists }: RankingStatement,
): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`
    with kept as materialized (
      select k.board, (extract(epoch from k.valid_until) * 1000)::float8 as "validUntilMs"
      from ranked_boards k
      where k.key = ${key} and k.version = ${version}
        and (k.valid_until is null or k.valid_until > ${at})
        and (not ${rolling}::boolean or k.ranked_at <= ${at}))
    select true as kept, true as exists, board, null::float8 as "oldestMs", "validUntilMs" from kept
    union all
    select false, ${exists}, r.board, r."oldestMs", null from (${ranking}) r
    where not exists (select from kept)`;
}

/**
 * One row per key: a ranking under a newer counter replaces the kept one, and under the same counter
 * one that lasts longer (a rolling window's ranked again past its valid-until); an older one never
 * overwrites a newer. Two instances that ranked one change at once write once: the second's ranking
 * lasts no longer, so its row is left as it is.
 */
const KEEP_RANKING = `
  insert into ranked_boards (key, version, board, valid_until, ranked_at)
  values ($1, $2, $3, $4::timestamptz, $5::timestamptz)
  on conflict (key) do update
    set version = excluded.version, board = excluded.board, valid_until = excluded.valid_until,
      ranked_at = excluded.ranked_at
    where ranked_boards.version < excluded.version
      or (ranked_boards.version = excluded.version
        and ranked_boards.valid_until < coalesce(excluded.valid_until, 'infinity'))`;
