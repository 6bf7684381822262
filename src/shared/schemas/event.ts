import { z } from 'zod';
import { EVENT_FORMATS, PENALTY_SECONDS_MAX, PENALTY_SECONDS_MIN } from '../event-format';
import { limits } from '../limits';
import { messages } from '../messages';
import { idField, tooLong } from './common';
import { locationRefSchema } from './location';

export const eventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  locationId: z.number().int(),
  location: locationRefSchema,
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
  /** The course's IANA zone: the times are shown on its clocks, with the zone named. */
  timeZone: z.string(),
  format: z.enum(EVENT_FORMATS).describe('How the event is scored: time, obstacles (furthest) or penalty'),
  /** Seconds added per failed obstacle at a penalty event; null at the others. */
  penaltySeconds: z.number().int().nullable(),
});
export type Event = z.infer<typeof eventSchema>;

export const eventListResponse = z.array(eventSchema);

const ONE_OF = 'Give either an event id or a path';

/** An event by id or by path (any case): exactly one of them. */
export const getEventBody = z
  .object({
    id: idField('Event id').optional(),
    path: z
      .string({ error: 'Path must be text' })
      .trim()
      .min(1, 'Path must not be empty')
      .max(limits.pathMax, tooLong('Path', limits.pathMax))
      .optional(),
  })
  .superRefine((body, check) => {
    const given = (body.id === undefined ? 0 : 1) + (body.path === undefined ? 0 : 1);
    if (given === 1) return;
    const message = given === 0 ? `${ONE_OF} (one is required)` : `${ONE_OF}, not both`;
    for (const field of ['id', 'path']) check.addIssue({ code: 'custom', path: [field], message });
  });
export type GetEventBody = z.infer<typeof getEventBody>;

// Staff writes (docs/spec.md §5 event rules).

const NAME_MAX = limits.personNameMax;

/** A start or finish: absent, null or blank is SPEC's 'The Event times have not been set.' */
const eventTime = (label: string) => {
  const invalid = `${label} must be an ISO date and time`;
  return z.iso
    .datetime({
      offset: true,
      error: (issue) => (issue.input == null || issue.input === '' ? messages.eventTimesNotSet : invalid),
    })
    .max(limits.dateTimeMax, invalid);
};

const eventFields = {
  name: z
    .string({ error: (issue) => (issue.input === undefined ? 'Name is required' : 'Name must be text') })
    .trim()
    .min(1, 'Name is required')
    .max(NAME_MAX, tooLong('Name', NAME_MAX)),
  /** Written by hand or absent (from the name on create, kept on update); the server slugifies it. */
  path: z
    .string({ error: 'Path must be text' })
    .trim()
    .max(limits.pathMax, tooLong('Path', limits.pathMax))
    .optional(),
  /** Editor HTML; sanitised when stored (the events.content column is richText). */
  content: z
    .string({ error: 'Content must be text' })
    .max(limits.richTextMax, tooLong('Content', limits.richTextMax))
    .default(''),
  locationId: idField('Location id'),
  startTime: eventTime('Start time'),
  endTime: eventTime('Finish time'),
  format: z
    .enum(EVENT_FORMATS, { error: 'Format must be time, obstacles or penalty' })
    .optional()
    .describe('time (the default on create), obstacles or penalty; absent on update: unchanged'),
  penaltySeconds: z
    .number({ error: 'Penalty seconds must be a number' })
    .int('Penalty seconds must be a whole number')
    .min(PENALTY_SECONDS_MIN, `Penalty seconds must be ${PENALTY_SECONDS_MIN} or more`)
    .max(PENALTY_SECONDS_MAX, `Penalty seconds must be ${PENALTY_SECONDS_MAX} or less`)
    .nullable()
    .optional()
    .describe('Required for penalty (1–600), else absent or null'),
};

type EventTimes = { startTime: string; endTime: string };
type EventScoring = { format?: string; penaltySeconds?: number | null };

/**
 * A penalty event names its penalty; another format takes none. Only when the format is given: an
 * update without one keeps the event's (checked by the service against it).
 */
function penaltyFitsFormat(body: EventScoring, check: z.RefinementCtx): void {
  if (body.format === undefined) return;
  const penalty = body.penaltySeconds ?? null;
  if (body.format === 'penalty' && penalty === null)
    check.addIssue({ code: 'custom', path: ['penaltySeconds'], message: messages.penaltySecondsRequired });
  if (body.format !== 'penalty' && penalty !== null)
    check.addIssue({
      code: 'custom',
      path: ['penaltySeconds'],
      message: messages.penaltySecondsOnlyForPenalty,
    });
}
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * docs/spec.md §5: the start cannot be after the finish (equal is allowed); named on both fields. Compared only
 * when both are valid (a bad format is its own message, and zod still runs this after one).
 */
function startNotAfterEnd(body: EventTimes, check: z.RefinementCtx): void {
  if (!isoDateTime.safeParse(body.startTime).success || !isoDateTime.safeParse(body.endTime).success) return;
  if (Date.parse(body.startTime) <= Date.parse(body.endTime)) return;
  for (const field of ['startTime', 'endTime'])
    check.addIssue({ code: 'custom', path: [field], message: messages.eventStartAfterEnd });
}

/** POST /Event/Create. */
export const createEventBody = z
  .object(eventFields)
  .superRefine(startNotAfterEnd)
  .superRefine(penaltyFitsFormat);
export type CreateEventBody = z.infer<typeof createEventBody>;

/** POST /Event/Update: the whole form again, with the event's id. */
export const updateEventBody = z
  .object({ id: idField('Event id'), ...eventFields })
  .superRefine(startNotAfterEnd)
  .superRefine(penaltyFitsFormat);
export type UpdateEventBody = z.infer<typeof updateEventBody>;

/** POST /Event/Delete. */
export const deleteEventBody = z.object({ id: idField('Event id') });
export type DeleteEventBody = z.infer<typeof deleteEventBody>;
