import { customType, timestamp } from 'drizzle-orm/pg-core';
import { sanitizeRichText } from '../../lib/rich-text';

/** A time with zone; every timestamp in the schema is one. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/**
 * HTML from the rich-text editor. Still a plain `text` column in SQL, but every value drizzle writes
 * (insert, update, upsert) passes through sanitizeRichText first, so no code path can store a script
 * or an event handler, whoever forgets to sanitise. Reads are returned as stored.
 */
export const richText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => sanitizeRichText(value),
});
