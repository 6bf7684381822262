import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    organisation: text('organisation'),
    phoneNumber: text('phone_number'),
    phoneNumberConfirmed: boolean('phone_number_confirmed').notNull().default(false),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    /** A new address waiting for its confirmation link; `email` stays the confirmed one until then. */
    pendingEmail: text('pending_email'),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    dateOfBirth: date('date_of_birth'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    smsNotifications: boolean('sms_notifications').notNull().default(true),
    photoUrl: text('photo_url'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_ci').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_ci').on(sql`lower(${t.email})`),
    // The disabled few, which every board and the Segments walk leave out: read without a scan of users.
    index('users_disabled').on(t.id).where(sql`${t.disabled}`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: ownedByUser(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownedByUser(),
    family: text('family').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    rotatedAt: timestampTz('rotated_at'),
    revokedAt: timestampTz('revoked_at'),
    /** When the family's login happened: rotation copies it, and the session ends a fixed time after. */
    sessionStartedAt: timestampTz('session_started_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family').on(t.family)],
);

export const ONE_TIME_CODE_PURPOSES = ['email_confirm', 'password_reset', 'phone_confirm'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/** E-mail confirm, password reset and phone confirm codes: stored hashed, expiring, attempt-limited. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: ownedByUser(),
    purpose: text('purpose', { enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_purpose').on(t.userId, t.purpose)],
);

/** A required reference to a user that goes away with the user. */
export function ownedByUser() {
  return integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

export type UserRow = typeof users.$inferSelect;
