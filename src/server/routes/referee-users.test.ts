import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { auditLog, outgoingEmails, times, users } from '../db/schema/index';
import { assignReferee, createEvent, createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const HOUR = 3600_000;
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

const signedIn = (roles: ('Admin' | 'Referee')[] = []) => t.signIn({ roles });

const post = (url: string, token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url, token, payload });

describe('POST /api/Referee/CreateUser', () => {
  const valid = {
    firstName: 'Jo',
    lastName: 'Walker',
    userName: 'JoW',
    email: 'jo@example.com',
    phoneNumber: '0412 000 111',
    password: 'Str0ng!pass',
  };
  const create = (token: string | undefined, payload: object) =>
    post('/api/Referee/CreateUser', token, payload);

  it('creates a member who can log in at once, mails the confirmation link and records the audit row', async () => {
    const referee = await signedIn(['Referee']);
    const response = await create(referee.token, valid);
    expect(response.statusCode).toBe(200);
    const { id } = response.json();
    // The referee typed the address; the answer still carries it masked only (src/shared/contact-mask.ts).
    expect(response.json()).toEqual({ id, userName: 'JoW', maskedEmail: '•••@example.com' });
    const [user] = await db().select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ firstName: 'Jo', lastName: 'Walker', phoneNumber: '+61412000111' });
    expect(await t.login('JoW', valid.password)).toEqual(expect.any(String));
    await t.app.ctx.mail.drain();
    const [mail] = await db().select().from(outgoingEmails).where(eq(outgoingEmails.to, 'jo@example.com'));
    expect(mail.text).toContain(`/Account/ConfirmEmail/${id}/`);
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ actorId: referee.id, action: 'create', entity: 'user', entityId: id });
  });

  it("refuses a password below the staff rule with the referee screen's message", async () => {
    const referee = await signedIn(['Referee']);
    const response = await create(referee.token, { ...valid, password: 'Weakpass1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: messages.refereePasswordInvalid });
  });

  it('answers 400 naming each missing field, 409 naming a taken user name, 401/403 for guests and members', async () => {
    const referee = await signedIn(['Referee']);
    const empty = await create(referee.token, {});
    expect(Object.keys(empty.json().fields).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'password', 'phoneNumber', 'userName'].sort(),
    );
    await create(referee.token, valid);
    const taken = await create(referee.token, { ...valid, email: 'other@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ userName: messages.userNameTaken });
    expect((await create(undefined, valid)).statusCode).toBe(401);
    expect((await create((await signedIn()).token, valid)).statusCode).toBe(403);
  });
});

describe('GET /api/Referee/TimesRecorded/{id} and DELETE /api/Referee/DeleteTimeRecorded/{id}', () => {
  /** An 8-hour event that ended 40 hours before NOW (past the referee window), or `endedHoursAgo`. */
  async function endedEvent(endedHoursAgo = 40) {
    const locationId = (await createLocation(db())).id;
    const startTime = new Date(NOW.getTime() - (endedHoursAgo + 8) * HOUR);
    const eventId = (await createEvent(db(), { locationId: locationId, startTime })).id;
    const referee = await signedIn(['Referee']);
    await assignReferee(db(), { eventId, userId: referee.id });
    const runner = await t.createUser({ userName: 'Runner' });
    const completed = new Date(startTime.getTime() + 3 * HOUR);
    const { id: timeId } = await createTime(db(), {
      userId: runner.id,
      locationId,
      eventId,
      duration: 65_430,
      timeCompleted: completed,
    });
    return { eventId, referee, runner, timeId };
  }

  it("lists the event's times as user name and duration to its referee", async () => {
    const at = await endedEvent();
    const response = await t.request({
      method: 'GET',
      url: `/api/Referee/TimesRecorded/${at.eventId}`,
      token: at.referee.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: at.timeId,
        duration: 65_430,
        tsDuration: '1:05.43',
        timeCompleted: new Date(NOW.getTime() - 45 * HOUR).toISOString(),
        user: { id: at.runner.id, userName: 'Runner', name: 'Test User' },
      },
    ]);
  });

  it('answers 403 to a referee of another event, 404 for an unknown event, 400 for a bad id', async () => {
    const at = await endedEvent();
    const other = await signedIn(['Referee']);
    const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
    expect((await get(`/api/Referee/TimesRecorded/${at.eventId}`, other.token)).statusCode).toBe(403);
    expect((await get('/api/Referee/TimesRecorded/99999', at.referee.token)).statusCode).toBe(404);
    const bad = await get('/api/Referee/TimesRecorded/abc', at.referee.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['id']);
  });

  const remove = (id: number, token: string | undefined) =>
    t.request({ method: 'DELETE', url: `/api/Referee/DeleteTimeRecorded/${id}`, token });

  it('deletes a time of their event with the deleted row in the audit log; not one of another event', async () => {
    const at = await endedEvent(20);
    const other = await signedIn(['Referee']);
    expect((await remove(at.timeId, other.token)).statusCode).toBe(403);
    expect((await remove(at.timeId, at.referee.token)).json()).toEqual({ ok: true });
    expect(await db().select().from(times)).toHaveLength(0);
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ action: 'delete', entity: 'time', entityId: at.timeId });
    expect((audit.data as { before: { duration: number } }).before.duration).toBe(65_430);
    expect((await remove(at.timeId, at.referee.token)).statusCode).toBe(404);
  });

  it('answers a referee past the recording window 403 saying why, and keeps the time', async () => {
    const at = await endedEvent(24);
    // NOW is the window's last moment (24 hours after the end); a millisecond later it is over.
    t.setNow(new Date(NOW.getTime() + 1));
    const refused = await remove(at.timeId, at.referee.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: messages.deleteOutsideRefereeWindow, code: 'FORBIDDEN' });
    expect(await db().select().from(times)).toHaveLength(1);
    expect(await db().select().from(auditLog)).toHaveLength(0);
    // A referee of another event is not told about the window.
    const other = await signedIn(['Referee']);
    expect((await remove(at.timeId, other.token)).json().error).not.toBe(messages.deleteOutsideRefereeWindow);
    t.setNow(NOW);
    expect((await remove(at.timeId, at.referee.token)).statusCode).toBe(200);
  });

  it('lets an admin delete an official time long after the event', async () => {
    const at = await endedEvent(24 * 30);
    const { admin } = await t.roleTokens();
    expect((await remove(at.timeId, admin)).statusCode).toBe(200);
    expect(await db().select().from(times)).toHaveLength(0);
  });

  it('answers 401 to a guest, 403 to a member, 404 for an unknown time and 400 for a bad id', async () => {
    const at = await endedEvent(20);
    const { member, referee } = await t.roleTokens();
    expect((await remove(at.timeId, undefined)).statusCode).toBe(401);
    expect((await remove(at.timeId, member)).statusCode).toBe(403);
    expect((await remove(99_999, referee)).statusCode).toBe(404);
    const bad = await t.request({
      method: 'DELETE',
      url: '/api/Referee/DeleteTimeRecorded/abc',
      token: referee,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['id']);
  });
});
