import { createServer } from 'node:net';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { leaderboardKeys } from '../../../api/leaderboard';
import { locationKeys } from '../../../api/locations';
import { apiUrl, configureApiClient } from '../../../lib/api-base';
import { createQueryClient } from '../../../lib/query-client';
import { type Session, sessionStore } from '../../../lib/session';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { createIndexedDbStore, ownerIdOf, type PendingSave } from '../lib/pending-saves';
import { createPendingSender, type SendOutcome } from '../lib/pending-sender';
import { invalidateAfterSave, SaveTimeoutError, sendTime } from './saveTime';

const api = setUpTestApiServer();
const SAVE = 'POST /api/Leaderboard/AddToLeaderboard';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const member: Session = {
  token: `${encode({ alg: 'HS256' })}.${encode({ sub: '12' })}.sig`,
  refreshToken: 'r1',
  isAdmin: false,
  isReferee: false,
  redirectTo: null,
};

const save: PendingSave = {
  runId: 'run-42',
  ownerId: '12',
  locationId: 3,
  timeStarted: '2026-05-01T01:00:00.000Z',
  timeCompleted: '2026-05-01T01:01:05.430Z',
  duration: 65_430,
  queuedAt: 1,
};

/** A loopback port with nothing listening: fetch fails as it does without signal. */
async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function senderFor() {
  const store = createIndexedDbStore(new IDBFactory());
  const outcomes: SendOutcome[] = [];
  const sender = createPendingSender({
    store,
    send: (pending) => sendTime(pending, 500),
    currentOwner: () => ownerIdOf(sessionStore.get()?.token),
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  return { store, outcomes, sender };
}

describe('sendTime', () => {
  it('posts the time with the run id as the Idempotency-Key', async () => {
    sessionStore.set(member);
    api.routes[SAVE] = (_request, response) => sendJson(response, 200, { standing: 2 });
    await expect(sendTime(save)).resolves.toEqual({ standing: 2 });
    const [request] = api.hits('/api/Leaderboard/AddToLeaderboard');
    expect(request?.headers['idempotency-key']).toBe('run-42');
    expect(request?.headers.authorization).toBe(`Bearer ${member.token}`);
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      locationId: 3,
      timeStarted: save.timeStarted,
      timeCompleted: save.timeCompleted,
      duration: 65_430,
    });
  });

  it('gives up waiting after the timeout', async () => {
    // Answers, but only after the client stopped waiting (and before the server closes).
    api.routes[SAVE] = (_request, response) => {
      setTimeout(() => sendJson(response, 200, { standing: 2 }), 400);
    };
    await expect(sendTime(save, 100)).rejects.toBeInstanceOf(SaveTimeoutError);
  });
});

describe('the queue against a real HTTP peer', () => {
  it('keeps a save made without a server and sends it once the server is reachable', async () => {
    sessionStore.set(member);
    const liveBase = apiUrl('').replace(/\/api\/$/, '');
    configureApiClient({ baseUrl: `http://127.0.0.1:${await deadPort()}` });
    const t = senderFor();

    const offline = await t.sender.save(save);
    expect(offline.kind).toBe('kept');
    expect(await t.store.listFor('12')).toHaveLength(1);

    configureApiClient({ baseUrl: liveBase });
    api.routes[SAVE] = (_request, response) => sendJson(response, 503, { error: 'Unavailable' });
    await t.sender.flush();
    expect(t.outcomes.at(-1)?.kind).toBe('kept');

    api.routes[SAVE] = (_request, response) => sendJson(response, 200, { standing: 1 });
    await t.sender.flush();
    expect(t.outcomes.at(-1)).toMatchObject({ kind: 'sent', standing: 1 });
    expect(await t.store.listFor('12')).toEqual([]);
    expect(api.hits('/api/Leaderboard/AddToLeaderboard').map((r) => r.headers['idempotency-key'])).toEqual([
      'run-42',
      'run-42',
    ]);
  });

  it("drops a save the server refuses and keeps the server's message", async () => {
    sessionStore.set(member);
    api.routes[SAVE] = (_request, response) =>
      sendJson(response, 400, { error: 'This location is not active.', fields: { locationId: 'x' } });
    const t = senderFor();
    const outcome = await t.sender.save(save);
    expect(outcome).toMatchObject({ kind: 'rejected', message: 'This location is not active.' });
    expect(await t.store.listFor('12')).toEqual([]);
  });
});

describe('invalidateAfterSave', () => {
  it("marks every board stale (the course's, an event's, the overview) and nothing else", async () => {
    const queryClient = createQueryClient();
    const boards = [
      leaderboardKeys.location({ locationId: 3, period: 'all', official: false }),
      leaderboardKeys.event(9, 'week'),
      leaderboardKeys.overview('all'),
    ];
    for (const key of [...boards, locationKeys.list()]) queryClient.setQueryData(key, []);
    await invalidateAfterSave(queryClient);
    expect(boards.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]);
    expect(queryClient.getQueryState(locationKeys.list())?.isInvalidated).toBe(false);
  });
});
