import { sql } from 'drizzle-orm';
import { outgoingEmails, outgoingSms } from '../../db/schema/index';
import type { Deps } from '../deps';

export interface OutboxFigures {
  channel: 'email' | 'sms';
  /** Waiting to be sent, first try or retry. */
  pending: number;
  /** Waiting after at least one failed attempt. */
  retrying: number;
  /** Given up after the last attempt (kept 7 days, lib/prune.ts). */
  failed: number;
  /** Age of the oldest waiting message in seconds; 0 when none waits. */
  oldestPendingSeconds: number;
}

/** The outbox as an operator watches it (GET /metrics): one pass over each table, both few rows. */
export async function countOutbox(deps: Deps<'db'>): Promise<OutboxFigures[]> {
  const figures = (table: typeof outgoingEmails | typeof outgoingSms) =>
    deps.db
      .select({
        pending: sql<number>`count(*) filter (where ${table.status} = 'pending')`.mapWith(Number),
        retrying:
          sql<number>`count(*) filter (where ${table.status} = 'pending' and ${table.attempts} > 0)`.mapWith(
            Number,
          ),
        failed: sql<number>`count(*) filter (where ${table.status} = 'failed')`.mapWith(Number),
        oldestPendingSeconds:
          sql<number>`coalesce(extract(epoch from now() - min(${table.createdAt}) filter (where ${table.status} = 'pending')), 0)`.mapWith(
            Number,
          ),
      })
      .from(table);
  const [[email], [sms]] = await Promise.all([figures(outgoingEmails), figures(outgoingSms)]);
  return [
    { channel: 'email', ...email },
    { channel: 'sms', ...sms },
  ];
}
