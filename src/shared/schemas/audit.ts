import { z } from 'zod';
import { limits } from '../limits';
import { messages } from '../messages';
import { idField, idParam, pageFields, tooLong } from './common';

export const AUDIT_PAGE_SIZE_MAX = 200;
/** Entity names are table-like words ('time', 'user', 'location'). */
const ENTITY_MAX = 50;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The earliest instant a filter may name: the database has no year 0, and no entry is older. */
const EARLIEST = Date.UTC(1900, 0, 1);

/** A day (YYYY-MM-DD, UTC) or an ISO date and time, from 1900 on. */
export function isAuditDate(value: string): boolean {
  const instant = DATE_ONLY.test(value)
    ? Date.parse(`${value}T00:00:00Z`)
    : z.iso.datetime({ offset: true }).safeParse(value).success
      ? Date.parse(value)
      : Number.NaN;
  return !Number.isNaN(instant) && instant >= EARLIEST;
}

const dateParam = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .max(limits.dateTimeMax, tooLong(label, limits.dateTimeMax))
    .refine(isAuditDate, `${label} must be a date (YYYY-MM-DD) or an ISO date and time, from 1900 on`)
    .optional();

/**
 * GET /api/Admin/Audit: newest first, filtered by who, what kind of thing and when. A day as `to`
 * includes that whole day (UTC).
 */
export const auditQuery = z
  .object({
    actorId: idParam('Actor id').optional(),
    entity: z
      .string({ error: 'Entity must be text' })
      .trim()
      .max(ENTITY_MAX, tooLong('Entity', ENTITY_MAX))
      .optional(),
    from: dateParam('From'),
    to: dateParam('To'),
    ...pageFields({ maxSize: AUDIT_PAGE_SIZE_MAX, text: true }),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    path: ['to'],
    message: messages.auditFromAfterTo,
  });
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string().describe('ISO-8601'),
  /** Null when the actor's account no longer exists. */
  actor: z.object({ id: z.number().int(), userName: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  /** `{ before, after }`: the row as it was and as it became. */
  data: z.unknown(),
  /** A deleted time not restored yet: POST /api/Admin/Audit/Restore puts it back. */
  restorable: z.boolean(),
  /** Names of what `data` refers to by id (a time's competitor and course); absent once deleted. */
  names: z.object({
    user: z.string().optional(),
    location: z.string().optional(),
    event: z.string().optional(),
    equipment: z.string().optional(),
  }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageResponse = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  entries: z.array(auditEntrySchema),
});
export type AuditPage = z.infer<typeof auditPageResponse>;

export const restoreAuditBody = z.object({ id: idField('Audit entry id') });

/** The time as it is back on the boards. */
export const restoredTimeResponse = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  locationId: z.number().int(),
  eventId: z.number().int().nullable(),
  duration: z.number().int(),
  official: z.boolean(),
  timeStarted: z.string(),
  timeCompleted: z.string(),
});
export type RestoredTime = z.infer<typeof restoredTimeResponse>;
