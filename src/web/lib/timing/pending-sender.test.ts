import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { ApiError } from '../api-client';
import type { PendingSave } from './pending-save';
import { pendingSave } from './pending-save.fixture';
import { createIndexedDbStore, createMemoryStore, type PendingSaveStore } from './pending-saves';
import {
  createPendingSender,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  retryDelay,
  type SendOutcome,
} from './pending-sender';
import { SaveTimeoutError } from './send';
import { classifyFailure } from './send-once';

type ServerMode = 'up' | 'offline' | 'down' | 'reject' | 'expired' | 'refuseDate';

const DAY_MS = 86_400_000;

/**
 * Stands in for the network and the server's Idempotency-Key rule: one stored row per (user, key),
 * a replay answers the first standing.
 */
function fakeServer() {
  let mode: ServerMode = 'up';
  const requests: { key: string; owner: string }[] = [];
  const rows = new Map<string, PendingSave>();
  return {
    requests,
    rows,
    setMode(next: ServerMode) {
      mode = next;
    },
    async send(save: PendingSave) {
      requests.push({ key: save.runId, owner: save.ownerId });
      if (mode === 'offline') throw new TypeError('Failed to fetch');
      if (mode === 'down') throw new ApiError(503, 'Service Unavailable');
      if (mode === 'expired') throw new ApiError(401, 'Unauthorized');
      if (mode === 'reject') throw new ApiError(400, 'This location is not active.');
      if (mode === 'refuseDate') {
        throw new ApiError(400, messages.completedTooLongAgo, {
          timeCompleted: messages.completedTooLongAgo,
        });
      }
      rows.set(`${save.ownerId}:${save.runId}`, save);
      return { standing: 4 };
    },
  };
}

function setup(store: PendingSaveStore = createIndexedDbStore(new IDBFactory()), now?: () => Date) {
  const server = fakeServer();
  const outcomes: SendOutcome[] = [];
  let owner: string | null = '7';
  const windowTarget = new EventTarget();
  const sender = createPendingSender({
    store,
    send: (save) => server.send(save),
    currentOwner: () => owner,
    onOutcome: (outcome) => outcomes.push(outcome),
    windowTarget,
    random: () => 0.5,
    now,
  });
  return {
    store,
    server,
    outcomes,
    sender,
    windowTarget,
    signIn(next: string | null) {
      owner = next;
    },
    goOnline() {
      windowTarget.dispatchEvent(new Event('online'));
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('saving with signal', () => {
  it('sends at once with the run id as the key and keeps nothing', async () => {
    const t = setup();
    const outcome = await t.sender.save(pendingSave('run-1'));
    expect(outcome).toMatchObject({ kind: 'sent', standing: 4 });
    expect(t.server.requests).toEqual([{ key: 'run-1', owner: '7' }]);
    expect(await t.store.listFor('7')).toEqual([]);
    expect(t.outcomes.map((o) => o.kind)).toEqual(['sent']);
  });

  it('a click and a background flush at the same moment send one request', async () => {
    const t = setup();
    const [clicked] = await Promise.all([t.sender.save(pendingSave('run-1')), t.sender.flush()]);
    expect(clicked.kind).toBe('sent');
    expect(t.server.requests).toHaveLength(1);
    expect(t.outcomes).toHaveLength(1);
  });
});

describe('saving without signal', () => {
  it('keeps the save, then sends it once when the browser is back online, with the same key', async () => {
    const t = setup();
    t.sender.start();
    t.server.setMode('offline');
    const outcome = await t.sender.save(pendingSave('run-1'));
    expect(outcome.kind).toBe('kept');
    expect((await t.store.listFor('7')).map((save) => save.runId)).toEqual(['run-1']);

    t.server.setMode('up');
    t.goOnline();
    await vi.waitFor(() => expect(t.outcomes.map((o) => o.kind)).toEqual(['kept', 'sent']));
    expect(t.server.requests.map((r) => r.key)).toEqual(['run-1', 'run-1']);
    expect(t.server.rows.size).toBe(1);
    expect(await t.store.listFor('7')).toEqual([]);

    t.goOnline();
    await t.sender.flush();
    expect(t.server.requests).toHaveLength(2);
    t.sender.stop();
  });

  it('keeps the save on a 5xx, a timeout and an expired session', async () => {
    const t = setup();
    t.server.setMode('down');
    expect((await t.sender.save(pendingSave('run-1'))).kind).toBe('kept');
    t.server.setMode('expired');
    expect((await t.sender.save(pendingSave('run-2'))).kind).toBe('kept');
    expect((await t.store.listFor('7')).map((save) => save.runId).sort()).toEqual(['run-1', 'run-2']);
    expect(classifyFailure(new SaveTimeoutError())).toBe('retry');
  });

  it('sends what an earlier visit kept when the page opens again', async () => {
    const factory = new IDBFactory();
    const earlier = createIndexedDbStore(factory);
    await earlier.put(pendingSave('run-old', '7', 1));
    await earlier.put(pendingSave('run-older', '7', 0));
    const t = setup(createIndexedDbStore(factory));
    t.sender.start();
    await vi.waitFor(() => expect(t.outcomes).toHaveLength(2));
    expect(t.server.requests.map((r) => r.key)).toEqual(['run-older', 'run-old']);
    expect(await t.store.listFor('7')).toEqual([]);
    t.sender.stop();
  });

  it('retries with backoff while the page is open', async () => {
    vi.useFakeTimers();
    const t = setup(createMemoryStore());
    t.sender.start();
    t.server.setMode('offline');
    await t.sender.save(pendingSave('run-1'));
    expect(t.server.requests).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS - 1);
    expect(t.server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.server.requests).toHaveLength(2);

    // Second failure: the wait doubles.
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS * 2 - 1);
    expect(t.server.requests).toHaveLength(2);
    t.server.setMode('up');
    await vi.advanceTimersByTimeAsync(1);
    expect(t.server.requests).toHaveLength(3);
    expect(t.outcomes.at(-1)?.kind).toBe('sent');

    // Nothing left: no more requests.
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS * 2);
    expect(t.server.requests).toHaveLength(3);
    t.sender.stop();
  });

  it('stops retrying once the page is left', async () => {
    vi.useFakeTimers();
    const t = setup(createMemoryStore());
    t.sender.start();
    t.server.setMode('offline');
    await t.sender.save(pendingSave('run-1'));
    t.sender.stop();
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS * 2);
    expect(t.server.requests).toHaveLength(1);
    expect(await t.store.listFor('7')).toHaveLength(1);
  });
});

describe('a refused save (4xx)', () => {
  it('is dropped from the queue and carries the server message', async () => {
    const t = setup();
    t.server.setMode('offline');
    await t.sender.save(pendingSave('run-1'));
    t.server.setMode('reject');
    await t.sender.flush();
    expect(t.outcomes.at(-1)).toMatchObject({ kind: 'rejected', message: 'This location is not active.' });
    expect(await t.store.listFor('7')).toEqual([]);

    t.server.setMode('up');
    await t.sender.flush();
    expect(t.server.requests).toHaveLength(2);
  });

  it('is kept, marked and never sent again when the server refuses its finish date', async () => {
    const t = setup();
    t.sender.start();
    t.server.setMode('offline');
    await t.sender.save(pendingSave('run-1'));
    t.server.setMode('refuseDate');
    await t.sender.flush();
    expect(t.outcomes.at(-1)).toMatchObject({ kind: 'rejected', message: messages.completedTooLongAgo });
    expect(await t.store.listFor('7')).toEqual([
      { ...pendingSave('run-1', '7', expect.any(Number)), refused: messages.completedTooLongAgo },
    ]);

    t.server.setMode('up');
    t.goOnline();
    await t.sender.flush();
    expect(t.server.requests).toHaveLength(2);
    expect(await t.store.listFor('7')).toHaveLength(1);
    t.sender.stop();
  });

  it('is not sent when it finished over 30 days ago, and stays kept to be discarded', async () => {
    const factory = new IDBFactory();
    const longAgo = Date.now() - 31 * DAY_MS;
    await createIndexedDbStore(factory).put(pendingSave('run-old', '7', 0, longAgo));
    await createIndexedDbStore(factory).put(pendingSave('run-recent', '7', 1));
    const t = setup(createIndexedDbStore(factory));
    await t.sender.flush();
    expect(t.server.requests.map((r) => r.key)).toEqual(['run-recent']);
    expect((await t.store.listFor('7')).map((save) => save.runId)).toEqual(['run-old']);
  });

  it("ages a run on the sender's clock: one kept 31 days is refused without a request", async () => {
    const t = setup(createMemoryStore(), () => new Date(Date.now() + 31 * DAY_MS));
    const outcome = await t.sender.save(pendingSave('run-1'));
    expect(outcome).toMatchObject({ kind: 'rejected', message: messages.completedTooLongAgo });
    expect(t.server.requests).toEqual([]);
    expect((await t.store.listFor('7'))[0]?.refused).toBe(messages.completedTooLongAgo);
  });

  it('classifies answers: only a final 4xx is refused', () => {
    expect(classifyFailure(new ApiError(400, 'bad'))).toBe('reject');
    expect(classifyFailure(new ApiError(404, 'gone'))).toBe('reject');
    expect(classifyFailure(new ApiError(403, 'no'))).toBe('reject');
    for (const status of [401, 408, 409, 429, 500, 502, 503, 504]) {
      expect(classifyFailure(new ApiError(status, 'later'))).toBe('retry');
    }
    expect(classifyFailure(new TypeError('Failed to fetch'))).toBe('retry');
    const message = 'This gate run is already saved';
    const fields = { gatePairingId: message };
    const copy = new ApiError(409, message, fields, { error: message, code: 'GATE_RUN_SAVED', fields });
    expect(classifyFailure(copy)).toBe('reject');
  });
});

describe('saves belong to one account', () => {
  it('another account never sends them; the owner does after logging in again', async () => {
    const t = setup();
    t.server.setMode('offline');
    await t.sender.save(pendingSave('run-1', '7'));
    t.server.setMode('up');

    t.signIn(null);
    await t.sender.flush();
    t.signIn('8');
    await t.sender.flush();
    expect(t.server.requests).toHaveLength(1);
    expect(await t.store.listFor('7')).toHaveLength(1);

    t.signIn('7');
    await t.sender.flush();
    expect(t.server.requests).toEqual([
      { key: 'run-1', owner: '7' },
      { key: 'run-1', owner: '7' },
    ]);
    expect(await t.store.listFor('7')).toEqual([]);
  });
});

describe('retryDelay', () => {
  it('doubles from 5 s up to 5 min, with jitter of at most a fifth', () => {
    expect(retryDelay(1, () => 0.5)).toBe(RETRY_BASE_MS);
    expect(retryDelay(2, () => 0.5)).toBe(RETRY_BASE_MS * 2);
    expect(retryDelay(30, () => 0.5)).toBe(RETRY_MAX_MS);
    expect(retryDelay(1, () => 0)).toBe(RETRY_BASE_MS * 0.8);
    expect(retryDelay(1, () => 1)).toBe(RETRY_BASE_MS * 1.2);
  });
});
