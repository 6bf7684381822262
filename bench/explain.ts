import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/server/db/client';

export interface PlanSummary {
  query: string;
  /** Indexes on times, time_splits and board_bests the plan reads, with the scan kind. */
  scans: string[];
  seqScanOnTimes: boolean;
  executionMs: number;
  /** PostgreSQL's JIT compilation, included in executionMs (0 when the plan was not compiled). */
  jitMs: number;
  /** The whole EXPLAIN (ANALYZE, BUFFERS) output. */
  text: string;
}

/** EXPLAIN ANALYZE of one query, reduced to what the report needs. */
export async function explainQuery(db: Db, label: string, query: SQL): Promise<PlanSummary> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${query}`);
  const text = rows.map((row) => row['QUERY PLAN']).join('\n');
  const scans = new Set<string>();
  for (const match of text.matchAll(
    /(Index Only Scan|Index Scan|Bitmap Index Scan) (?:using |on )?((?:times|time_splits|board_bests)_\w+)/g,
  )) {
    scans.add(`${match[1]} ${match[2]}`);
  }
  const execution = /Execution Time: ([\d.]+) ms/.exec(text);
  const jit = /Timing: .*Total ([\d.]+) ms/.exec(text);
  return {
    query: label,
    scans: [...scans],
    seqScanOnTimes: /Seq Scan on (times|time_splits|board_bests)\b/.test(text),
    executionMs: execution ? Number(execution[1]) : Number.NaN,
    jitMs: jit ? Number(jit[1]) : 0,
    text,
  };
}
