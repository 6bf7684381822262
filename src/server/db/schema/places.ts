import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { EVENT_FORMATS } from '../../../shared/event-format';
import { createdAt, richText, timestampTz } from './columns';
import { ownedByUser } from './users';

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    streetNumber: text('street_number'),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** The fastest plausible run of this course; a casual time under it is refused or hidden. */
    minimumSeconds: integer('minimum_seconds'),
    /** The casual boards count gate-timed runs only (event boards, a referee's, are unaffected). */
    gateOnly: boolean('gate_only').notNull().default(false),
    /** The IANA zone of the course's clocks: its events' times are entered and shown in it. */
    timeZone: text('time_zone').notNull().default('Australia/Sydney'),
    createdAt: createdAt(),
  },
  (t) => [
    check('locations_time_zone_length', sql`char_length(${t.timeZone}) between 1 and 64`),
    uniqueIndex('locations_name_ci').on(sql`lower(${t.name})`),
    check(
      'locations_minimum_seconds_range',
      sql`${t.minimumSeconds} is null or ${t.minimumSeconds} between 1 and 3600`,
    ),
    uniqueIndex('locations_path_ci').on(sql`lower(${t.path})`),
    check('locations_state_valid', sql`${t.state} in ('ACT','NSW','NT','QLD','SA','TAS','VIC','WA')`),
  ],
);

export const equipment = pgTable(
  'equipment',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    showVideo: boolean('show_video').notNull().default(false),
    instructions: richText('instructions').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('equipment_path_ci').on(sql`lower(${t.path})`)],
);

/** The obstacles of a location, in course order (`index`). */
export const siteEquipment = pgTable(
  'site_equipment',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    /** The least time a split may give this obstacle; null: the general floor of one second. */
    minSegmentSeconds: integer('min_segment_seconds'),
  },
  (t) => [
    index('site_equipment_location_order').on(t.locationId, t.index),
    check(
      'site_equipment_min_segment',
      sql`${t.minSegmentSeconds} is null or ${t.minSegmentSeconds} between 1 and 3600`,
    ),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    content: richText('content').notNull().default(''),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    startTime: timestampTz('start_time').notNull(),
    endTime: timestampTz('end_time').notNull(),
    /** How the event is scored (src/shared/event-format.ts; ranked by `board_measure`, migration 0020). */
    format: text('format', { enum: EVENT_FORMATS }).notNull().default('time'),
    /** Added to a `penalty` event's time for each failed obstacle; null at other formats. */
    penaltySeconds: integer('penalty_seconds'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('events_path_ci').on(sql`lower(${t.path})`),
    check('events_format_valid', sql`${t.format} in ('time', 'obstacles', 'penalty')`),
    check(
      'events_penalty_seconds',
      sql`(${t.format} = 'penalty') = (${t.penaltySeconds} is not null) and (${t.penaltySeconds} is null or ${t.penaltySeconds} between 1 and 600)`,
    ),
    index('events_end_time').on(t.endTime),
    index('events_location').on(t.locationId),
    check('events_start_before_end', sql`${t.startTime} <= ${t.endTime}`),
  ],
);

export const eventReferees = pgTable(
  'event_referees',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
  },
  (t) => [
    uniqueIndex('event_referees_unique').on(t.eventId, t.userId),
    index('event_referees_user').on(t.userId),
  ],
);

export const locationSubscriptions = pgTable(
  'location_subscriptions',
  {
    userId: ownedByUser(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('location_subscriptions_unique').on(t.userId, t.locationId),
    index('location_subscriptions_location').on(t.locationId),
  ],
);

export type LocationRow = typeof locations.$inferSelect;
export type EquipmentRow = typeof equipment.$inferSelect;
export type EventRecord = typeof events.$inferSelect;
