import { z } from 'zod';
import { limits, STATES } from '../limits';
import { SEGMENT_FLOOR_MAX_SECONDS, SEGMENT_MIN_SECONDS } from '../splits';
import { toStateCode } from '../states';
import { canonicalTimeZone } from '../time-zone';
import { TIMING_METHODS } from '../timing-method';
import { idField, idParam, pageFields, tooLong } from './common';
import { equipmentSchema } from './equipment';

const STATE_MESSAGE = `State must be one of ${STATES.join(', ')} or a full state name`;
/** Longer than 'Australian Capital Territory' with room for stray spaces. */
const STATE_TEXT_MAX = 40;

/**
 * A state as forms and filters send it: one of the abbreviations, exactly, or the full name in any
 * case ('Victoria' → 'VIC', shared/states.ts); the parsed value is always the abbreviation.
 */
export const stateSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'State is required' : STATE_MESSAGE) })
  .max(STATE_TEXT_MAX, STATE_MESSAGE)
  .transform((text, context) => {
    const code = toStateCode(text);
    if (code) return code;
    context.addIssue({ code: 'custom', message: STATE_MESSAGE });
    return z.NEVER;
  });

export const locationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  streetNumber: z.string().nullable(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  /** Full address text, e.g. '12 Beach Rd, Bondi NSW' (formatAddress in shared/address.ts). */
  location: z.string(),
  gMapsUrl: z.string(),
  disabled: z.boolean(),
  /** The fastest plausible run of the course: a casual time under it is refused (null: no minimum). */
  minimumSeconds: z.number().int().nullable(),
  /** The casual boards count gate-timed runs only (an event's board, a referee's, counts every time). */
  gateOnly: z.boolean(),
  /** The IANA zone of the course's clocks ('Australia/Perth'): its events are entered and shown in it. */
  timeZone: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

/** The short form used inside events and leaderboard rows. */
export const locationRefSchema = z.object({ id: z.number().int(), name: z.string(), path: z.string() });
export type LocationRef = z.infer<typeof locationRefSchema>;

export const locationListResponse = z.array(locationSchema);

export const locationsAndStatesResponse = z.object({
  locations: z.array(locationSchema),
  /** States having at least one active location, sorted. */
  states: z.array(z.string()),
});
export type LocationsAndStates = z.infer<typeof locationsAndStatesResponse>;

export const listStateQuery = z.object({ state: stateSchema });
export type ListStateQuery = z.infer<typeof listStateQuery>;

export const getLocationBody = z.object({
  path: z
    .string({ error: (issue) => (issue.input === undefined ? 'Path is required' : 'Path must be text') })
    .trim()
    .min(1, 'Path is required')
    .max(limits.pathMax, tooLong('Path', limits.pathMax)),
});
export type GetLocationBody = z.infer<typeof getLocationBody>;

export const locationIdBody = z.object({ locationId: idField('Location id') });
export type LocationIdBody = z.infer<typeof locationIdBody>;

export const siteEquipmentSchema = z.object({
  id: z.number().int(),
  /** Position of the obstacle on the course. */
  index: z.number().int(),
  equipment: equipmentSchema,
});
export type SiteEquipment = z.infer<typeof siteEquipmentSchema>;

export const siteEquipmentListResponse = z.array(siteEquipmentSchema);

/** The admin's course item: also the least its obstacle may take in a split (null: the 1 s floor). */
export const adminSiteEquipmentSchema = siteEquipmentSchema.extend({
  minSegmentSeconds: z.number().int().nullable(),
});
export type AdminSiteEquipment = z.infer<typeof adminSiteEquipmentSchema>;
export const adminSiteEquipmentListResponse = z.array(adminSiteEquipmentSchema);

// Staff writes (docs/spec.md §5 location rules).

/** Names, streets and towns: the 'names 100' limit (docs/architecture.md, "String limits"). */
const TEXT_MAX = limits.personNameMax;
const STREET_NUMBER_MAX = 10;
export const MINIMUM_SECONDS_MAX = 3600;

const requiredText = (label: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLong(label, max));

const STREET_NUMBER_MESSAGE = 'Street number must be a number';

/** Optional; blank means none. docs/spec.md §5: numeric, so digits only (no '12A' or '12-14'). */
const streetNumberField = z
  .string({ error: STREET_NUMBER_MESSAGE })
  .trim()
  .max(STREET_NUMBER_MAX, tooLong('Street number', STREET_NUMBER_MAX))
  .refine((text) => text === '' || /^\d+$/.test(text), STREET_NUMBER_MESSAGE)
  .transform((text) => (text === '' ? null : text))
  .nullable()
  .optional();

const MINIMUM_MESSAGE = `Minimum seconds must be a whole number from 1 to ${MINIMUM_SECONDS_MAX}`;

/** The fastest plausible run in seconds; null or absent on create means none. */
const minimumSecondsField = z
  .number({ error: MINIMUM_MESSAGE })
  .int(MINIMUM_MESSAGE)
  .min(1, MINIMUM_MESSAGE)
  .max(MINIMUM_SECONDS_MAX, MINIMUM_MESSAGE)
  .nullable()
  .optional();

const TIME_ZONE_MESSAGE = 'Time zone must be a time zone name such as Australia/Perth';
const TIME_ZONE_TEXT_MAX = 64;

/** An IANA name in any case, stored as the engine spells it; absent: the state's (create) or unchanged. */
const timeZoneField = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .max(TIME_ZONE_TEXT_MAX, TIME_ZONE_MESSAGE)
  .transform((name, context) => {
    const zone = canonicalTimeZone(name);
    if (zone) return zone;
    context.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
    return z.NEVER;
  })
  .optional();

/** A path written by hand; the server slugifies it (shared/format.ts). Absent: from the name. */
const pathField = z
  .string({ error: 'Path must be text' })
  .trim()
  .max(limits.pathMax, tooLong('Path', limits.pathMax))
  .optional();

const locationFields = {
  name: requiredText('Name', TEXT_MAX),
  path: pathField,
  streetNumber: streetNumberField,
  streetAddress: requiredText('Street address', TEXT_MAX),
  city: requiredText('City', TEXT_MAX),
  state: stateSchema,
  minimumSeconds: minimumSecondsField,
  /** Absent: false (create) or unchanged (update). */
  gateOnly: z.boolean({ error: 'Gate-timed runs only must be true or false' }).optional(),
  timeZone: timeZoneField,
};

/** POST /Location/Create. */
export const createLocationBody = z.object(locationFields);
export type CreateLocationBody = z.infer<typeof createLocationBody>;

/**
 * POST /Location/Update: the whole form again. An optional field left out keeps its value: `path`
 * (links stay valid across a rename), `streetNumber` and `minimumSeconds` (null clears them), `gateOnly`, `timeZone` and
 * `disabled` (false enables a disabled location again).
 */
export const updateLocationBody = z.object({
  id: idField('Location id'),
  ...locationFields,
  disabled: z.boolean({ error: 'Disabled must be true or false' }).optional(),
});
export type UpdateLocationBody = z.infer<typeof updateLocationBody>;

/** POST /Location/Disable. */
export const disableLocationBody = z.object({ id: idField('Location id') });
/** POST /Location/DeleteTime. */
export const deleteLocationTimeBody = z.object({ id: idField('Time id') });
/** POST /Location/RemoveEquipment: a site-equipment id (GetEquipment answers them). */
export const removeSiteEquipmentBody = z.object({ id: idField('Site equipment id') });

export const TIMES_PAGE_SIZE_MAX = 200;

/** POST /Location/ListTimes: every time at a location, newest first, a page at a time. */
export const listLocationTimesBody = z.object({
  locationId: idField('Location id'),
  ...pageFields({ maxSize: TIMES_PAGE_SIZE_MAX, text: false }),
  /** Times of competitors whose user name contains this, in any case. */
  userName: z
    .string({ error: 'User name must be text' })
    .trim()
    .max(limits.searchMax, tooLong('User name', limits.searchMax))
    .optional(),
  /** Only the casual times under the location's plausible minimum (kept off the boards). */
  hiddenOnly: z.boolean({ error: 'Hidden only must be true or false' }).default(false),
});
export type ListLocationTimesBody = z.infer<typeof listLocationTimesBody>;

export const locationTimeSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), userName: z.string(), disabled: z.boolean() }),
  duration: z.number().int().describe('milliseconds'),
  tsDuration: z.string().describe('m:ss.hh'),
  timeStarted: z.string().describe('ISO-8601'),
  timeCompleted: z.string().describe('ISO-8601'),
  officialTime: z.boolean(),
  timingMethod: z.enum(TIMING_METHODS),
  /** The server saw the run happen: a gate run whose crossings it witnessed, or a referee time. */
  witnessed: z.boolean(),
  /** The event of an official time. */
  event: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** A casual time under the location's plausible minimum: stored, but off every board. */
  hidden: z.boolean(),
  /** An admin took the run off every board (POST /Admin/Times/RemoveFromBoards/{id}), and why. */
  removed: z
    .object({
      at: z.string().describe('ISO-8601'),
      reason: z.string(),
      byUserName: z.string().nullable().describe('the admin, while their account exists'),
    })
    .nullable(),
  /** The pictures of a gate run's crossings (each null until sent, and after 90 days); null without a pairing. */
  photos: z.object({ start: z.string().nullable(), finish: z.string().nullable() }).nullable(),
});
export type LocationTime = z.infer<typeof locationTimeSchema>;

export const locationTimesResponse = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  times: z.array(locationTimeSchema),
});
export type LocationTimes = z.infer<typeof locationTimesResponse>;

// Site equipment (course order, positions 0…n-1).

const INDEX_MAX = 10_000;
const indexField = z
  .number({ error: (issue) => (issue.input === undefined ? 'Index is required' : 'Index must be a number') })
  .int('Index must be a whole number')
  .min(0, 'Index must be 0 or more')
  .max(INDEX_MAX, `Index must be ${INDEX_MAX} or less`);

/** POST /Location/AddEquipment: an index past the end puts the obstacle last. */
export const addSiteEquipmentBody = z.object({
  equipmentId: idField('Equipment id'),
  locationId: idField('Location id'),
  index: indexField,
});
export type AddSiteEquipmentBody = z.infer<typeof addSiteEquipmentBody>;

/** POST /Location/UpdateEquipmentIndex: moves one obstacle; an index past the end moves it last. */
export const updateSiteEquipmentIndexBody = z.object({
  id: idField('Site equipment id'),
  locationId: idField('Location id'),
  index: indexField,
});
export type UpdateSiteEquipmentIndexBody = z.infer<typeof updateSiteEquipmentIndexBody>;

export const SEGMENT_FLOOR_MESSAGE = `Minimum seconds on this obstacle must be a whole number from ${SEGMENT_MIN_SECONDS} to ${SEGMENT_FLOOR_MAX_SECONDS}`;

/** POST /Location/UpdateEquipmentMinSegment: an obstacle's split floor on this course; null clears it. */
export const updateSiteEquipmentFloorBody = z.object({
  id: idField('Site equipment id'),
  locationId: idField('Location id'),
  minSegmentSeconds: z
    .number({ error: SEGMENT_FLOOR_MESSAGE })
    .int(SEGMENT_FLOOR_MESSAGE)
    .min(SEGMENT_MIN_SECONDS, SEGMENT_FLOOR_MESSAGE)
    .max(SEGMENT_FLOOR_MAX_SECONDS, SEGMENT_FLOOR_MESSAGE)
    .nullable(),
});
export type UpdateSiteEquipmentFloorBody = z.infer<typeof updateSiteEquipmentFloorBody>;

export const locationQrParams = z.object({ id: idParam('Location id') });

/** GET /Location/ListAllAdmin: optionally the locations of one state (docs/spec.md §4 exact-state filter). */
export const listAllLocationsAdminQuery = z.object({ state: stateSchema.optional() });
