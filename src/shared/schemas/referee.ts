import { z } from 'zod';
import { limits, SPLITS_MAX } from '../limits';
import { messages } from '../messages';
import { isStaffPassword } from '../validation';
import { accountEmailSchema, mobileSchema, userNameSchema } from './account';
import { idField, idParam } from './common';
import { eventSchema } from './event';
import { addToLeaderboardBody } from './leaderboard';

const SEARCH_MAX = 100;
const PERSON_NAME_MAX = 100;
const PASSWORD_MAX = 200;

export const userLookupBody = z.object({
  search: z
    .string({ error: 'Search must be text' })
    .trim()
    .min(limits.competitorSearchMin, `Search must be at least ${limits.competitorSearchMin} characters`)
    .max(SEARCH_MAX, `Search must be ${SEARCH_MAX} characters or fewer`),
});
export type UserLookupBody = z.infer<typeof userLookupBody>;

/**
 * A competitor as a referee sees one: enough to pick the right person, with the contact details
 * masked (src/shared/contact-mask.ts), never whole.
 */
export const competitorSchema = z.object({
  id: z.number().int(),
  /** "First Last", else the user name. */
  name: z.string(),
  userName: z.string(),
  /** 'j•••@example.com'. */
  maskedEmail: z.string(),
  /** '04•• ••• 678'; null when the member gave no number. */
  maskedPhone: z.string().nullable(),
});
export type Competitor = z.infer<typeof competitorSchema>;
export const userLookupResponse = z.array(competitorSchema);

/**
 * A referee's marks of a run at an obstacles or penalty event: one per obstacle attempted, in the
 * course's order (checked against the course and the event's format by the save:
 * src/shared/event-format.ts `checkMarks`).
 */
const marksInput = z
  .array(
    z.object({
      equipmentId: idField('Obstacles equipment id'),
      cleared: z.boolean({ error: 'Obstacles must each say cleared: true or false' }),
      ms: z
        .number({ error: 'Obstacles must each have ms, a number of milliseconds' })
        .int('Obstacles must be marked in whole milliseconds')
        .positive('Obstacles must be marked after the start'),
    }),
    { error: 'Obstacles must be a list of { equipmentId, cleared, ms }' },
  )
  .max(SPLITS_MAX, `Obstacles must be ${SPLITS_MAX} or fewer`)
  .optional()
  .describe(
    'At an obstacles or penalty event, required: one mark per obstacle attempted, in the course order, ms cumulative from the start, strictly increasing, at most duration. Penalty: every obstacle; obstacles: up to the first fail. A time event takes none.',
  );

/** A member save plus whose run it was and at which event (docs/spec.md §4 "Time submission", referee). */
export const refereeTimeBody = addToLeaderboardBody.omit({ timingMethod: true, gatePairingId: true }).extend({
  userId: idField('User id'),
  eventId: idField('Event id'),
  obstacles: marksInput,
  /** The referee confirmed a time under the course's minimum (a lane stopped by mistake would top the board). */
  confirmShort: z.boolean({ error: 'Confirm short must be true or false' }).optional(),
});
export type RefereeTimeBody = z.infer<typeof refereeTimeBody>;

const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(PERSON_NAME_MAX, `${label} must be ${PERSON_NAME_MAX} characters or fewer`);

/** Staff screens check the stricter password reading their message states (docs/design.md, passwords). */
export const refereeCreateUserBody = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  userName: userNameSchema,
  email: accountEmailSchema,
  phoneNumber: mobileSchema,
  password: z
    .string({ error: messages.refereePasswordInvalid })
    .max(PASSWORD_MAX, messages.refereePasswordInvalid)
    .refine(isStaffPassword, messages.refereePasswordInvalid),
});
export type RefereeCreateUserBody = z.infer<typeof refereeCreateUserBody>;

export const refereeCreateUserResponse = z.object({
  id: z.number().int(),
  userName: z.string(),
  maskedEmail: z.string(),
});

export const timesRecordedParams = z.object({ id: idParam('Event id') });

/**
 * docs/spec.md §4 "Recorded time (referee view)": id, tsDuration, user (with userName); the
 * competitor's name too, which the referee knows them by at the finish line.
 */
export const recordedTimeSchema = z.object({
  id: z.number().int(),
  duration: z.number().int(),
  tsDuration: z.string(),
  timeCompleted: z.iso.datetime(),
  user: z.object({ id: z.number().int(), userName: z.string(), name: z.string() }),
});
export type RecordedTime = z.infer<typeof recordedTimeSchema>;
export const timesRecordedResponse = z.array(recordedTimeSchema);

export const deleteTimeRecordedParams = z.object({ id: idParam('Time id') });
/** Delete Times' Undo: the id of the time just deleted. */
export const restoreTimeRecordedParams = z.object({ id: idParam('Time id') });

/** A referee's event (MyEvents, MyPastEvents) and whether its times may be deleted by them now. */
export const refereeEventSchema = eventSchema.extend({ timesDeletable: z.boolean() });
export type RefereeEvent = z.infer<typeof refereeEventSchema>;
export const refereeEventListResponse = z.array(refereeEventSchema);

export const eventRefereeParams = z.object({ id: idParam('Event id'), refereeId: idParam('Referee id') });
export const eventIdParams = z.object({ id: idParam('Event id') });

/** docs/spec.md §4 "Event referee": id, name. */
export const eventRefereeSchema = z.object({ id: z.number().int(), name: z.string() });
export type EventReferee = z.infer<typeof eventRefereeSchema>;
export const eventRefereesResponse = z.array(eventRefereeSchema);
