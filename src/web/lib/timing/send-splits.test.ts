import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../session';
import { sendJson, setUpTestApiServer } from '../test-api-server';
import { testSession } from '../test-timing';
import { type PendingSave, readPendingSave } from './pending-save';
import { pendingSave, refereeSave } from './pending-save.fixture';
import { createIndexedDbStore, ownerIdOf } from './pending-saves';
import { createPendingSender, type SendOutcome } from './pending-sender';
import { sendPendingSave } from './send';

const api = setUpTestApiServer();
const SAVE = 'POST /api/Leaderboard/AddToLeaderboard';

const member = testSession('12');

const splits = [
  { equipmentId: 11, ms: 20_000 },
  { equipmentId: 12, ms: 65_430 },
];
const body = { ...pendingSave('run-42', '12', 1).body, splits };
const save: PendingSave = { runId: 'run-7', ownerId: '12', endpoint: 'member', body, queuedAt: 1 };
const answered = [
  { equipmentId: 11, ms: 20_000, segmentMs: 20_000, deltaMs: -500, segmentDeltaMs: -500, gold: true },
  { equipmentId: 12, ms: 65_430, segmentMs: 45_430, deltaMs: 200, segmentDeltaMs: 700, gold: false },
];

describe('a kept save with splits', () => {
  it('is read back from the phone with its splits, member and referee alike', () => {
    expect(readPendingSave(JSON.parse(JSON.stringify(save)))).toEqual(save);
    const official = refereeSave('run-8', '12', 1);
    const withSplits = { ...official, body: { ...official.body, splits } };
    expect(readPendingSave(JSON.parse(JSON.stringify(withSplits)))).toEqual(withSplits);
  });

  it('is dropped when its splits are malformed, rather than sent with a different body', () => {
    expect(readPendingSave({ ...save, body: { ...body, splits: [{ equipmentId: 'x', ms: 1 }] } })).toBeNull();
    expect(readPendingSave({ ...save, body: { ...body, splits: 'none' } })).toBeNull();
  });

  it('goes out from the queue with its splits and the Idempotency-Key, and the answer carries them', async () => {
    sessionStore.set(member);
    api.routes[SAVE] = (_request, response) =>
      sendJson(response, 200, { standing: 1, personalBest: true, splits: answered });
    const outcomes: SendOutcome[] = [];
    const sender = createPendingSender({
      store: createIndexedDbStore(new IDBFactory()),
      send: (pending) => sendPendingSave(pending, 500),
      currentOwner: () => ownerIdOf(sessionStore.get()?.token),
      onOutcome: (outcome) => outcomes.push(outcome),
    });
    const outcome = await sender.save(save);
    expect(outcome).toMatchObject({ kind: 'sent', personalBest: true, splits: answered });
    const [request] = api.hits('/api/Leaderboard/AddToLeaderboard');
    expect(request?.headers['idempotency-key']).toBe('run-7');
    expect(JSON.parse(request?.body ?? '{}')).toEqual(body);
  });

  it('is sent again without its splits when the server refuses only them, so the time is not lost', async () => {
    sessionStore.set(member);
    api.routes[SAVE] = (request, response) => {
      if (JSON.parse(request.body).splits)
        sendJson(response, 400, {
          error: 'Invalid input',
          fields: { splits: 'Splits must follow the order' },
        });
      else sendJson(response, 200, { standing: 3, personalBest: false, splits: [] });
    };
    await expect(sendPendingSave(save)).resolves.toMatchObject({ standing: 3 });
    const sent = api.hits('/api/Leaderboard/AddToLeaderboard');
    expect(sent.map((request) => request.headers['idempotency-key'])).toEqual(['run-7', 'run-7']);
    const { splits: _none, ...withoutSplits } = body;
    expect(JSON.parse(sent[1]?.body ?? '{}')).toEqual(withoutSplits);
  });

  it('is not sent again when the refusal names another field', async () => {
    sessionStore.set(member);
    api.routes[SAVE] = (_request, response) =>
      sendJson(response, 400, { error: 'Too fast', fields: { duration: 'Too fast' } });
    await expect(sendPendingSave(save)).rejects.toMatchObject({ status: 400 });
    expect(api.hits('/api/Leaderboard/AddToLeaderboard')).toHaveLength(1);
  });
});

describe('a kept gate run naming its pairing', () => {
  const gateBody = {
    ...pendingSave('run-9', '12', 1).body,
    timingMethod: 'gate' as const,
    gatePairingId: 31,
  };
  const gateSave: PendingSave = {
    runId: 'run-9',
    ownerId: '12',
    endpoint: 'member',
    body: gateBody,
    queuedAt: 1,
  };

  it('is read back from the phone with its pairing; a hand-timed one never names one', () => {
    expect(readPendingSave(JSON.parse(JSON.stringify(gateSave)))).toEqual(gateSave);
    const manual = { ...gateSave, body: { ...gateBody, timingMethod: 'manual' } };
    expect(readPendingSave(manual)?.body).not.toHaveProperty('gatePairingId');
  });

  it('is sent again without its pairing when the server refuses only that (pruned while kept offline)', async () => {
    sessionStore.set(member);
    api.routes[SAVE] = (request, response) => {
      if (JSON.parse(request.body).gatePairingId)
        sendJson(response, 400, {
          error: 'No gate pairing of yours has this id',
          fields: { gatePairingId: 'No gate pairing of yours has this id' },
        });
      else sendJson(response, 200, { standing: 2, personalBest: true, splits: [] });
    };
    await expect(sendPendingSave(gateSave)).resolves.toMatchObject({ standing: 2 });
    const sent = api.hits('/api/Leaderboard/AddToLeaderboard');
    expect(sent.map((request) => request.headers['idempotency-key'])).toEqual(['run-9', 'run-9']);
    const { gatePairingId: _gone, ...unwitnessed } = gateBody;
    expect(JSON.parse(sent[1]?.body ?? '{}')).toEqual(unwitnessed);
  });
});
