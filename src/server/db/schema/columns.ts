import { timestamp } from 'drizzle-orm/pg-core';

/** A time with zone; every timestamp in the schema is one. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();
