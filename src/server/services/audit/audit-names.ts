import { inArray } from 'drizzle-orm';
import { displayName } from '../../../shared/format';
import type { DbOrTx } from '../../db/client';
import { equipment, events, locations, users } from '../../db/schema/index';
import { userNameColumns } from '../../db/user-columns';

/** What an audit row may refer to by id, and the name a person reads instead. */
export interface AuditNames {
  user?: string;
  location?: string;
  event?: string;
  equipment?: string;
}

type Kind = keyof AuditNames;

/** The id keys of stored rows and what they name (a time's userId, an event referee's eventId, …). */
const REFERENCES: Record<string, Kind> = {
  userId: 'user',
  locationId: 'location',
  eventId: 'event',
  equipmentId: 'equipment',
};

const isRow = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ids a stored `{ before, after }` refers to, by kind. */
function referencesOf(data: unknown): Partial<Record<Kind, number>> {
  if (!isRow(data)) return {};
  const found: Partial<Record<Kind, number>> = {};
  for (const side of [data.before, data.after]) {
    if (!isRow(side)) continue;
    for (const [key, kind] of Object.entries(REFERENCES)) {
      const id = side[key];
      if (typeof id === 'number' && found[kind] === undefined) found[kind] = id;
    }
  }
  return found;
}

async function namesById(db: DbOrTx, kind: Kind, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  if (kind === 'user') {
    const rows = await db.select(userNameColumns).from(users).where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, displayName(row)]));
  }
  const table = { location: locations, event: events, equipment }[kind];
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The names of the people, courses, events and obstacles a page of audit rows refers to by id: four
 * queries at most for the whole page. An id whose row is gone has no name (the screen shows the id).
 */
export async function resolveAuditNames(db: DbOrTx, datas: unknown[]): Promise<AuditNames[]> {
  const refs = datas.map(referencesOf);
  const kinds: Kind[] = ['user', 'location', 'event', 'equipment'];
  const lookups = await Promise.all(
    kinds.map((kind) => {
      const ids = [...new Set(refs.flatMap((ref) => (ref[kind] === undefined ? [] : [ref[kind]])))];
      return namesById(db, kind, ids);
    }),
  );
  return refs.map((ref) => {
    const names: AuditNames = {};
    kinds.forEach((kind, index) => {
      const id = ref[kind];
      const name = id === undefined ? undefined : lookups[index].get(id);
      if (name !== undefined) names[kind] = name;
    });
    return names;
  });
}
