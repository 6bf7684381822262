import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { readPendingSave } from './pending-save';
import { pendingSave, refereeSave } from './pending-save.fixture';
import {
  createIndexedDbStore,
  createMemoryStore,
  ownerIdOf,
  type PendingSaveStore,
  withMemoryFallback,
} from './pending-saves';

/** Opens the store's database as the app did before saves carried an endpoint, and keeps one row. */
function putLegacyRow(factory: IDBFactory, row: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open('courseclock', 1);
    request.onupgradeneeded = () => {
      request.result
        .createObjectStore('pendingSaves', { keyPath: 'runId' })
        .createIndex('byOwner', 'ownerId');
    };
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const tx = request.result.transaction('pendingSaves', 'readwrite');
      tx.objectStore('pendingSaves').put(row);
      tx.oncomplete = () => {
        request.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

describe('IndexedDB pending-save store', () => {
  it('keeps saves per account, oldest first, and removes them by run id', async () => {
    const store = createIndexedDbStore(new IDBFactory());
    await store.put(pendingSave('run-b', '7', 200));
    await store.put(pendingSave('run-a', '7', 100));
    await store.put(pendingSave('run-other', '8', 50));

    expect((await store.listFor('7')).map((save) => save.runId)).toEqual(['run-a', 'run-b']);
    expect((await store.listFor('8')).map((save) => save.runId)).toEqual(['run-other']);
    expect(await store.listFor('9')).toEqual([]);

    await store.remove('run-a');
    expect(await store.listFor('7')).toEqual([pendingSave('run-b', '7', 200)]);
    expect(store.persistent).toBe(true);
  });

  it('keeps one entry per run however often it is kept', async () => {
    const store = createIndexedDbStore(new IDBFactory());
    await store.put(pendingSave('run-a', '7', 100));
    await store.put(pendingSave('run-a', '7', 100));
    expect(await store.listFor('7')).toHaveLength(1);
  });

  it('survives reopening the database (a later visit of the page)', async () => {
    const factory = new IDBFactory();
    await createIndexedDbStore(factory).put(pendingSave('run-a', '7', 100));
    const reopened = createIndexedDbStore(factory);
    expect(await reopened.listFor('7')).toEqual([pendingSave('run-a', '7', 100)]);
  });
});

describe('saves of both endpoints', () => {
  it('keeps a referee save with its endpoint, body and label', async () => {
    const store = createIndexedDbStore(new IDBFactory());
    await store.put(refereeSave('run-r', '7', 100));
    await store.put(pendingSave('run-m', '7', 200));
    expect(await store.listFor('7')).toEqual([
      refereeSave('run-r', '7', 100),
      pendingSave('run-m', '7', 200),
    ]);
  });

  it('reads a save kept by the older app (no endpoint, flat body) as a member save', async () => {
    const factory = new IDBFactory();
    const { body, ...rest } = pendingSave('run-old', '7', 100);
    const { endpoint: _endpoint, ...legacy } = { ...rest, ...body };
    await putLegacyRow(factory, legacy);
    expect(await createIndexedDbStore(factory).listFor('7')).toEqual([pendingSave('run-old', '7', 100)]);
  });

  it('drops rows that are not saves (unknown endpoint, missing competitor, no body)', () => {
    const referee = refereeSave('run-r');
    expect(readPendingSave({ ...referee, endpoint: 'admin' })).toBeNull();
    expect(readPendingSave({ ...referee, body: { ...referee.body, userId: undefined } })).toBeNull();
    expect(readPendingSave({ ...referee, body: null })).toBeNull();
    expect(readPendingSave({ runId: 'x', ownerId: '7', queuedAt: 1 })).toBeNull();
    expect(readPendingSave('run')).toBeNull();
  });
});

describe('memory fallback', () => {
  it('switches to memory when IndexedDB refuses, and still lists and removes', async () => {
    const broken: PendingSaveStore = {
      persistent: true,
      put: () => Promise.reject(new Error('QuotaExceededError')),
      listFor: () => Promise.reject(new Error('QuotaExceededError')),
      remove: () => Promise.reject(new Error('QuotaExceededError')),
    };
    const store = withMemoryFallback(broken);
    await store.put(pendingSave('run-a', '7', 100));
    expect(store.persistent).toBe(false);
    expect((await store.listFor('7')).map((save) => save.runId)).toEqual(['run-a']);
    await store.remove('run-a');
    expect(await store.listFor('7')).toEqual([]);
  });

  it('memory store filters by account too', async () => {
    const store = createMemoryStore();
    await store.put(pendingSave('run-a', '7', 100));
    expect(await store.listFor('8')).toEqual([]);
  });
});

describe('ownerIdOf', () => {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

  it('reads the user id (sub) of an access token', () => {
    const token = `${encode({ alg: 'HS256' })}.${encode({ sub: '42', exp: 1 })}.signature`;
    expect(ownerIdOf(token)).toBe('42');
  });

  it('gives null for anything that is not a token with a subject', () => {
    expect(ownerIdOf(null)).toBeNull();
    expect(ownerIdOf('not-a-jwt')).toBeNull();
    expect(ownerIdOf('a.%%%.c')).toBeNull();
    expect(ownerIdOf(`${encode({})}.${encode({ exp: 1 })}.x`)).toBeNull();
  });
});
