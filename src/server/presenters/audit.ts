import type { AuditEntry, AuditPage, RestoredTime } from '../../shared/schemas/audit';
import type { TimeRow } from '../db/schema/index';
import type { AuditList, AuditRecord } from '../services/audit/list-audit';

/** Keys that must never leave the server, however an audit row came to hold them. */
const SECRET_KEY = /hash|password|secret|token/i;

/** The entry's data with any secret-looking key left out, at any depth. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key) || key === 'passwordChanged')
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

function presentAuditEntry(entry: AuditRecord): AuditEntry {
  return {
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    actor:
      entry.actorId !== null && entry.actorUserName !== null
        ? { id: entry.actorId, userName: entry.actorUserName }
        : null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    data: withoutSecrets(entry.data),
    restorable: entry.restorable,
    names: entry.names,
  };
}

export function presentAuditPage(list: AuditList): AuditPage {
  return { ...list, entries: list.entries.map(presentAuditEntry) };
}

export function presentRestoredTime(time: TimeRow): RestoredTime {
  return {
    id: time.id,
    userId: time.userId,
    locationId: time.locationId,
    eventId: time.eventId,
    duration: time.duration,
    official: time.official,
    timeStarted: time.timeStarted.toISOString(),
    timeCompleted: time.timeCompleted.toISOString(),
  };
}
