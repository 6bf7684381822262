import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outgoingSms, smsBatches } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';

/** Recent batches GET /Sms/Batches lists. */
const RECENT_BATCHES = 20;

export interface SmsBatchRow {
  id: number;
  message: string;
  locationId: number | null;
  recipientCount: number;
  /** Still to send (pending, or kept in the outbox when no provider is configured). */
  queued: number;
  sent: number;
  failed: number;
  createdAt: Date;
}

const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(${outgoingSms.id}) filter (where ${condition}))::integer`;

/** Batches with the state of their messages (sent messages are pruned after 7 days: lib/prune.ts). */
function selectBatches(db: DbOrTx) {
  return db
    .select({
      id: smsBatches.id,
      message: smsBatches.message,
      locationId: smsBatches.locationId,
      recipientCount: smsBatches.recipientCount,
      queued: counted(sql`${outgoingSms.status} in ('pending', 'outbox')`),
      sent: counted(sql`${outgoingSms.status} = 'sent'`),
      failed: counted(sql`${outgoingSms.status} = 'failed'`),
      createdAt: smsBatches.createdAt,
    })
    .from(smsBatches)
    .leftJoin(outgoingSms, eq(outgoingSms.batchId, smsBatches.id))
    .groupBy(smsBatches.id);
}

/** One batch and how far its send got; 404 for an unknown id. */
export async function getSmsBatch({ db }: Deps<'db'>, { id }: { id: number }): Promise<SmsBatchRow> {
  const [batch] = await selectBatches(db).where(eq(smsBatches.id, id));
  if (!batch) throw notFound('Batch');
  return batch;
}

/** The most recent batches, newest first. */
export function listSmsBatches({ db }: Deps<'db'>): Promise<SmsBatchRow[]> {
  return selectBatches(db).orderBy(desc(smsBatches.createdAt), desc(smsBatches.id)).limit(RECENT_BATCHES);
}
