import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { Release } from '../lib/admission';
import { BOARD_NOW as NOW, runBody } from '../test/boards';
import { createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';
import { BOARD_READ_WAIT_MS } from './admission';

const METRICS_TOKEN = 'metrics-token-for-the-admission-tests-0123';
const t = withTestApp({ now: NOW, env: { METRICS_TOKEN } });
const admission = () => t.app.ctx.admission;

/** Slots and queue places the test takes, as requests in flight would; given back after each test. */
let held: Release[] = [];
let queued: Promise<Release | null>[] = [];

/** Gives back each waiting slot as it comes, so the queue empties at once. */
const drain = (waiting: Promise<Release | null>[]) =>
  Promise.all(waiting.map((slot) => slot.then((release) => release?.())));

afterEach(async () => {
  for (const release of held) release();
  await drain(queued);
  held = [];
  queued = [];
});

function takeEverySlot(): void {
  for (let slot = 0; slot < admission().limits.slots; slot += 1) {
    const release = admission().takeNow('read');
    if (release) held.push(release);
  }
}

function fillReadQueue(): void {
  for (let place = 0; place < admission().limits.queue.read; place += 1)
    queued.push(admission().wait('read'));
}

/** An injected request starts only when something waits for it: this starts it now. */
const started = <T>(request: PromiseLike<T>): Promise<T> => Promise.resolve(request);

const boardRead = (locationId: number) =>
  t.request({ method: 'POST', url: '/api/Leaderboard/ListResults', payload: { locationId, period: 'all' } });

const saveRun = (token: string, payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/Leaderboard/AddToLeaderboard', token, payload, headers });

describe('admission (plugins/admission.ts)', () => {
  it('answers a read 503 BUSY with Retry-After at once when its queue is full', async () => {
    const { id: locationId } = await createLocation(t.database.db);
    takeEverySlot();
    fillReadQueue();
    const asked = Date.now();
    const response = await boardRead(locationId);
    expect(Date.now() - asked).toBeLessThan(admission().limits.waitMs.read);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({ error: messages.serverBusy, code: 'BUSY' });

    for (const release of held.splice(0)) release();
    await drain(queued.splice(0));
    expect((await boardRead(locationId)).statusCode).toBe(200);
    expect(admission().load).toEqual({ busy: 0, waiting: { save: 0, read: 0 } });
  });

  it('gives a freed slot to a waiting save before a read that asked first', async () => {
    const { id: locationId } = await createLocation(t.database.db);
    const member = await t.signIn({ userName: 'runner' });
    takeEverySlot();
    queued.push(admission().wait('read'));
    const saving = started(saveRun(member.token, runBody(locationId, 61_000)));
    await expect.poll(() => admission().load.waiting.save).toBe(1);
    held.shift()?.();
    expect(admission().load.waiting).toEqual({ save: 0, read: 1 });
    expect((await saving).statusCode).toBe(200);
  });

  it('turns a save away after its wait, and takes it when the phone sends it again', async () => {
    const { id: locationId } = await createLocation(t.database.db);
    const member = await t.signIn({ userName: 'runner' });
    const body = runBody(locationId, 62_000);
    const headers = { 'Idempotency-Key': 'admission-save-0001' };
    takeEverySlot();
    const refused = await saveRun(member.token, body, headers);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('BUSY');

    for (const release of held.splice(0)) release();
    expect((await saveRun(member.token, body, headers)).statusCode).toBe(200);
    const metrics = await t.request({ method: 'GET', url: '/metrics', token: METRICS_TOKEN });
    expect(metrics.body).toMatch(/courseclock_admission_shed_total\{kind="save"\} [1-9]/);
    expect(metrics.body).toMatch(/courseclock_admission_slots \d+/);
  });

  it('turns a read away within 100 ms when no slot frees, the save queue untouched', async () => {
    const { id: locationId } = await createLocation(t.database.db);
    takeEverySlot();
    const asked = performance.now();
    const response = await boardRead(locationId);
    const waitedMs = performance.now() - asked;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(waitedMs).toBeGreaterThanOrEqual(BOARD_READ_WAIT_MS - 5);
    expect(BOARD_READ_WAIT_MS).toBeLessThan(100);
    expect(admission().load.waiting).toEqual({ save: 0, read: 0 });
  });

  it('lets a login wait past a board read’s wait: a slot freed after 200 ms still takes it', async () => {
    const member = await t.createUser({ userName: 'latecomer' });
    takeEverySlot();
    const login = started(
      t.request({
        method: 'POST',
        url: '/api/Auth/Login',
        payload: { user: member.userName, password: member.password },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2 * BOARD_READ_WAIT_MS + 40));
    held.shift()?.();
    expect((await login).statusCode).toBe(200);
  });

  it('leaves the health check out of it, so an operator sees an instance at capacity', async () => {
    takeEverySlot();
    fillReadQueue();
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
