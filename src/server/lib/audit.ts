import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/index';
import type { Actor } from './actor';

interface AuditEntry {
  actor: Pick<Actor, 'id'>;
  /** What happened, as a verb: 'delete', 'create', 'update', 'disable', … */
  action: string;
  /** The table or resource name: 'time', 'location', 'user', … */
  entity: string;
  entityId: number | null;
  /** The row as it was (deletes, updates): enough to restore it. */
  before?: unknown;
  /** The row as it became (creates, updates). */
  after?: unknown;
}

/**
 * Writes one audit row. Call it with the transaction of the staff write it describes, so the change
 * and its record commit or roll back together (docs/architecture.md, "Audit").
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    // JSON round trip: Dates become ISO strings, as they would in an API answer.
    data: JSON.parse(JSON.stringify({ before: entry.before ?? null, after: entry.after ?? null })),
  });
}
