import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { locationSubscriptions, smsBatches, users } from '../../db/schema/index';
import { issueSession } from '../../services/auth/issue-session';
import {
  assignReferee,
  type CreatedUser,
  createAdmin,
  createContent,
  createEquipment,
  createEvent,
  createLocation,
  createReferee,
  createSiteEquipment,
  createTime,
  createUser,
} from '../factories';
import type { TestApp } from '../harness';

/**
 * The records one access-matrix or fuzz case acts on (src/server/routes/access-matrix.test.ts): every
 * caller role signed in, and one of each record a route reads or writes, all new for the case so a
 * case that deletes or disables leaves the next one untouched.
 */

export const ROLES = ['guest', 'member', 'refereeOn', 'refereeOff', 'admin', 'disabled'] as const;
export type Role = (typeof ROLES)[number];

export type SignedInUser = CreatedUser & { token: string; refreshToken: string };

export interface World {
  member: SignedInUser;
  /** A referee assigned to `event`. */
  refereeOn: SignedInUser;
  /** A referee of no event. */
  refereeOff: SignedInUser;
  admin: SignedInUser;
  /** Signed in, then disabled: the token was issued before, so the server must refuse it. */
  disabled: SignedInUser;
  location: Awaited<ReturnType<typeof createLocation>>;
  /** Running now at `location`, refereed by `refereeOn`. */
  event: Awaited<ReturnType<typeof createEvent>>;
  equipment: Awaited<ReturnType<typeof createEquipment>>;
  siteEquipment: Awaited<ReturnType<typeof createSiteEquipment>>;
  /** The member's own casual time at `location`. */
  casualTime: Awaited<ReturnType<typeof createTime>>;
  /** The member's official time at `event`. */
  officialTime: Awaited<ReturnType<typeof createTime>>;
  content: Awaited<ReturnType<typeof createContent>>;
  sectionSlug: string;
  smsBatchId: number;
}

const HOUR_MS = 3_600_000;

async function signIn(t: TestApp, user: CreatedUser): Promise<SignedInUser> {
  // A session as login issues it, without the slow password check; the guard reads the roles itself.
  const session = await issueSession(
    { ...t.app.ctx, now: t.app.ctx.now() },
    { actor: { id: user.id, isAdmin: false, isReferee: false } },
  );
  return { ...user, token: session.token, refreshToken: session.refreshToken };
}

let worlds = 0;

export async function buildWorld(t: TestApp): Promise<World> {
  const db = t.database.db;
  worlds += 1;
  const n = worlds;
  const now = t.app.ctx.now();
  const location = await createLocation(db);
  const event = await createEvent(db, {
    locationId: location.id,
    startTime: new Date(now.getTime() - 2 * HOUR_MS),
  });
  const member = await signIn(
    t,
    await createUser(db, { userName: `member${n}`, smsNotifications: true, phoneNumberConfirmed: true }),
  );
  const refereeOn = await signIn(t, await createReferee(db, { userName: `refon${n}` }));
  await assignReferee(db, { eventId: event.id, userId: refereeOn.id });
  const refereeOff = await signIn(t, await createReferee(db, { userName: `refoff${n}` }));
  const admin = await signIn(t, await createAdmin(db, { userName: `admin${n}` }));
  const disabled = await signIn(t, await createUser(db, { userName: `disabled${n}` }));
  await db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
  await db.insert(locationSubscriptions).values({ userId: member.id, locationId: location.id });
  const equipment = await createEquipment(db);
  const siteEquipment = await createSiteEquipment(db, { locationId: location.id, equipmentId: equipment.id });
  const casualTime = await createTime(db, { userId: member.id, locationId: location.id });
  const officialTime = await createTime(db, {
    userId: member.id,
    locationId: location.id,
    eventId: event.id,
    timeCompleted: new Date(now.getTime() - HOUR_MS),
  });
  const content = await createContent(db);
  const section = await db.query.contentSections.findFirst({
    where: (row, { eq: is }) => is(row.id, content.contentSectionId),
  });
  const [batch] = await db
    .insert(smsBatches)
    .values({ createdById: admin.id, message: 'Hello', recipientCount: 0 })
    .returning();
  return {
    member,
    refereeOn,
    refereeOff,
    admin,
    disabled,
    location,
    event,
    equipment,
    siteEquipment,
    casualTime,
    officialTime,
    content,
    sectionSlug: section?.slug ?? '',
    smsBatchId: batch.id,
  };
}

/** The caller of a role in a world; null for a guest. */
export const callerOf = (world: World, role: Role): SignedInUser | null =>
  role === 'guest' ? null : world[role];

/** A small real PNG, for the upload routes. */
export const tinyPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

interface Sent {
  statusCode: number;
  body: string;
}

/**
 * Sends a request the way the route is used: app.inject, or for a Server-Sent Event stream a real
 * HTTP request whose status is read and whose stream is then closed (inject would wait for its end).
 */
export async function send(
  t: TestApp,
  request: InjectOptions & { token?: string; stream?: boolean },
): Promise<Sent> {
  const { stream, token, ...options } = request;
  if (!stream) {
    const response = await t.request({ ...options, token });
    return { statusCode: response.statusCode, body: response.body };
  }
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  const abort = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${String(options.url)}`, {
    headers: {
      accept: 'text/event-stream',
      ...(options.headers as Record<string, string> | undefined),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    signal: abort.signal,
  });
  const body = response.headers.get('content-type')?.startsWith('text/event-stream')
    ? ''
    : await response.text();
  abort.abort();
  return { statusCode: response.status, body };
}
