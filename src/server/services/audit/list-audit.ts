import { and, count, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index';
import type { Deps } from '../deps';
import { type AuditNames, resolveAuditNames } from './audit-names';

interface AuditFilter {
  actorId?: number;
  entity?: string;
  /** A day (YYYY-MM-DD, UTC) or an ISO date and time. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export interface AuditRecord {
  id: number;
  createdAt: Date;
  actorId: number | null;
  actorUserName: string | null;
  action: string;
  entity: string;
  entityId: number | null;
  data: unknown;
  restorable: boolean;
  /** Names of the people, courses, events and obstacles its rows refer to by id. */
  names: AuditNames;
}

export interface AuditList {
  total: number;
  page: number;
  pageSize: number;
  entries: AuditRecord[];
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** `to` as a bound: a day includes all of it (before the next midnight), a moment is inclusive. */
function toBound(to: string): SQL {
  if (!DATE_ONLY.test(to)) return lte(auditLog.createdAt, new Date(to));
  const nextMidnight = Date.parse(`${to}T00:00:00Z`) + DAY_MS;
  // The day after 9999-12-31 has a five-digit year, which PostgreSQL cannot read.
  if (nextMidnight > LAST_INSTANT) return lte(auditLog.createdAt, new Date(LAST_INSTANT));
  return lt(auditLog.createdAt, new Date(nextMidnight));
}

/**
 * A deleted time can be restored while no time holds its id and no restore came after this delete
 * (a time deleted, restored and deleted again is restorable from the last delete only). Written out
 * in SQL: the subqueries compare the outer audit_log row with another audit_log row.
 */
const restorable = sql<boolean>`("audit_log"."action" = 'delete' and "audit_log"."entity" = 'time'
  and "audit_log"."entity_id" is not null
  and not exists (select 1 from "times" restored_time where restored_time."id" = "audit_log"."entity_id")
  and not exists (select 1 from "audit_log" later_entry where later_entry."entity" = 'time'
    and later_entry."action" = 'restore' and later_entry."entity_id" = "audit_log"."entity_id"
    and later_entry."id" > "audit_log"."id"))`;

/** The audit trail, newest first, a page at a time, with who did each thing and the names it refers to. */
export async function listAudit({ db }: Deps<'db'>, filter: AuditFilter): Promise<AuditList> {
  const where = and(
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.from ? gte(auditLog.createdAt, new Date(filter.from)) : undefined,
    filter.to ? toBound(filter.to) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const entries = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorUserName: users.userName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      data: auditLog.data,
      restorable,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const names = await resolveAuditNames(
    db,
    entries.map((entry) => entry.data),
  );
  return {
    total,
    page: filter.page,
    pageSize: filter.pageSize,
    entries: entries.map((entry, index) => ({ ...entry, names: names[index] })),
  };
}
