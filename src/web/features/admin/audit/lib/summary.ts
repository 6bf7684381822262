import { formatDateTime, formatDuration } from '../../../../../shared/format';
import type { AuditEntry } from '../../../../../shared/schemas/audit';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ before, after }` as recordAudit stores it (src/server/lib/audit.ts); either may be null. */
function sides(data: unknown): { before: Row | null; after: Row | null } {
  if (!isRow(data)) return { before: null, after: null };
  return { before: isRow(data.before) ? data.before : null, after: isRow(data.after) ? data.after : null };
}

const text = (row: Row | null, key: string) => (row && typeof row[key] === 'string' ? row[key] : undefined);
const count = (row: Row | null, key: string) => (row && typeof row[key] === 'number' ? row[key] : undefined);

type Names = AuditEntry['names'];

/** The name the server resolved, else the id ('user 12') when the row is gone. */
function named(row: Row, key: string, name: string | undefined, kind: string): string {
  if (name) return name;
  const id = count(row, key);
  return id !== undefined ? `${kind} ${id}` : '';
}

/** A time: '1:05.43 Social, 3/2/2026 9:15 am (Sam Taylor, Bondi Beach)'. */
function timeSummary(row: Row, names: Names): string {
  const duration = count(row, 'duration');
  const kind = row.official === true ? 'Comp' : 'Social';
  const completed = text(row, 'timeCompleted');
  const who = [
    named(row, 'userId', names.user, 'user'),
    named(row, 'locationId', names.location, 'location'),
  ].filter(Boolean);
  return [
    duration !== undefined ? `${formatDuration(duration)} ${kind}` : kind,
    completed ? `, ${formatDateTime(completed)}` : '',
    who.length > 0 ? ` (${who.join(', ')})` : '',
  ].join('');
}

/** A seconds value as the course screen shows it: '5 s', or 'none' when cleared. */
const seconds = (value: unknown) => (typeof value === 'number' ? `${value} s` : 'none');

/**
 * An obstacle on a course: 'Warped Wall at Bondi Beach', and for a change what changed, in the course's
 * words ('Moved from place 3 to 1', 'Minimum segment none → 5 s'); positions are stored from 0.
 */
function courseObstacleSummary(action: string, before: Row | null, after: Row | null, names: Names): string {
  const row = after ?? before ?? {};
  const what = `${named(row, 'equipmentId', names.equipment, 'obstacle')} at ${named(row, 'locationId', names.location, 'location')}`;
  if (action !== 'update' || !before || !after) return what;
  const changes: string[] = [];
  const from = count(before, 'index');
  const to = count(after, 'index');
  if (from !== undefined && to !== undefined && from !== to)
    changes.push(`Moved from place ${from + 1} to ${to + 1}`);
  if (before.minSegmentSeconds !== after.minSegmentSeconds) {
    changes.push(
      `Minimum segment ${seconds(before.minSegmentSeconds)} → ${seconds(after.minSegmentSeconds)}`,
    );
  }
  return changes.length > 0 ? `${what}: ${changes.join(', ')}` : `${what}: No visible change`;
}

/** Stored flags that read better as the thing they say changed. */
const FIELD_LABELS: Record<string, string> = { passwordChanged: 'password' };

/** The fields an update changed, by name: 'Changed name, city'. */
function changedFields(before: Row, after: Row): string {
  const keys = Object.keys(after).filter(
    (key) => key !== 'updatedAt' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const labels = keys.map((key) => FIELD_LABELS[key] ?? key);
  return labels.length > 0 ? `Changed ${labels.join(', ')}` : 'No visible change';
}

const MESSAGE_PREVIEW = 60;
const preview = (message: string) =>
  message.length > MESSAGE_PREVIEW ? `${message.slice(0, MESSAGE_PREVIEW - 1)}…` : message;

/**
 * One line saying what an entry changed, read from its stored rows: a time's duration and kind, a
 * course's obstacle by its name and course, an SMS's recipients and text, an update's changed fields,
 * else the thing's name.
 */
export function auditSummary(
  entry: Pick<AuditEntry, 'entity' | 'action' | 'entityId' | 'data'> & { names?: Names },
): string {
  const { before, after } = sides(entry.data);
  const row = after ?? before;
  const names = entry.names ?? {};
  if (entry.entity === 'time' && row) return timeSummary(row, names);
  if (entry.entity === 'event_referee' && row) {
    const referee = named(row, 'userId', names.user, 'user');
    const event = named(row, 'eventId', names.event, 'event');
    return event ? `${referee} at ${event}` : referee;
  }
  if (entry.entity === 'site_equipment' && row)
    return courseObstacleSummary(entry.action, before, after, names);
  if (entry.entity === 'sms_batch' && after) {
    const recipients = count(after, 'recipientCount') ?? 0;
    return `${recipients} ${recipients === 1 ? 'recipient' : 'recipients'}: ${preview(text(after, 'message') ?? '')}`;
  }
  const name = text(row, 'name') ?? text(row, 'userName') ?? text(row, 'title');
  if (entry.action === 'update' && before && after) {
    const changed = changedFields(before, after);
    return name ? `${name}: ${changed}` : changed;
  }
  if (name) return name;
  return entry.entityId !== null ? `#${entry.entityId}` : '';
}
