import { createServer } from 'node:net';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { apiUrl, configureApiClient } from '../api-base';
import { type Session, sessionStore } from '../session';
import { sendJson, setUpTestApiServer } from '../test-api-server';
import type { PendingSave } from './pending-save';
import { pendingSave } from './pending-save.fixture';
import { createIndexedDbStore, ownerIdOf } from './pending-saves';
import { createPendingSender, type SendOutcome } from './pending-sender';
import { SaveTimeoutError, sendPendingSave } from './send';

const api = setUpTestApiServer();
const SAVE = 'POST /api/Leaderboard/AddToLeaderboard';
const REFEREE_SAVE = 'POST /api/Referee/AddToLeaderboard';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const member: Session = {
  token: `${encode({ alg: 'HS256' })}.${encode({ sub: '12' })}.sig`,
  refreshToken: 'r1',
  isAdmin: false,
  isReferee: false,
  redirectTo: null,
};

const body = { ...pendingSave('run-42', '12', 1).body };
const save: PendingSave = { runId: 'run-42', ownerId: '12', endpoint: 'member', body, queuedAt: 1 };

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
    send: (pending) => sendPendingSave(pending, 500),
    currentOwner: () => ownerIdOf(sessionStore.get()?.token),
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  return { store, outcomes, sender };
}

describe('sendPendingSave', () => {
  it("posts a member's time with the run id as the Idempotency-Key", async () => {
    sessionStore.set(member);
    api.routes[SAVE] = (_request, response) => sendJson(response, 200, { standing: 2 });
    await expect(sendPendingSave(save)).resolves.toEqual({ standing: 2 });
    const [request] = api.hits('/api/Leaderboard/AddToLeaderboard');
    expect(request?.headers['idempotency-key']).toBe('run-42');
    expect(request?.headers.authorization).toBe(`Bearer ${member.token}`);
    expect(JSON.parse(request?.body ?? '{}')).toEqual(body);
  });

  it("posts a referee's time to the referee endpoint with its competitor and event", async () => {
    sessionStore.set(member);
    api.routes[REFEREE_SAVE] = (_request, response) => sendJson(response, 200, { standing: 1 });
    const official: PendingSave = {
      runId: 'run-43',
      ownerId: '12',
      endpoint: 'referee',
      body: { ...body, userId: 30, eventId: 5 },
      queuedAt: 1,
      label: 'sam',
    };
    await expect(sendPendingSave(official)).resolves.toEqual({ standing: 1 });
    const [request] = api.hits('/api/Referee/AddToLeaderboard');
    expect(request?.headers['idempotency-key']).toBe('run-43');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ ...body, userId: 30, eventId: 5 });
    expect(api.hits('/api/Leaderboard/AddToLeaderboard')).toEqual([]);
  });

  it('gives up waiting after the timeout', async () => {
    // Answers, but only after the client stopped waiting (and before the server closes).
    api.routes[SAVE] = (_request, response) => {
      setTimeout(() => sendJson(response, 200, { standing: 2 }), 400);
    };
    await expect(sendPendingSave(save, 100)).rejects.toBeInstanceOf(SaveTimeoutError);
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
