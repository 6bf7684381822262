import { type PendingSave, readPendingSave } from './pending-save';

/**
 * Saves that could not reach the server yet, kept on the phone until they are sent. A tiny wrapper
 * around IndexedDB (localStorage is synchronous and may be cleared under storage pressure first).
 * Each save belongs to the account that made it, so another account on the same phone never sends it.
 */
export interface PendingSaveStore {
  /** True when saves survive closing the page (IndexedDB); false for the in-memory fallback. */
  readonly persistent: boolean;
  put(save: PendingSave): Promise<void>;
  /** One account's saves, oldest first. */
  listFor(ownerId: string): Promise<PendingSave[]>;
  remove(runId: string): Promise<void>;
}

const DB_NAME = 'courseclock';
const DB_VERSION = 1;
const STORE = 'pendingSaves';
const BY_OWNER = 'byOwner';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Resolves once the transaction is on disk, not merely queued. */
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'runId' });
      store.createIndex(BY_OWNER, 'ownerId', { unique: false });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the schema must not wait on us forever.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
}

function oldestFirst(rows: unknown[]): PendingSave[] {
  return rows
    .map(readPendingSave)
    .filter((save): save is PendingSave => save !== null)
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

/** The IndexedDB store; opening is lazy, and a failed open is retried on the next call. */
export function createIndexedDbStore(factory: IDBFactory): PendingSaveStore {
  let opening: Promise<IDBDatabase> | null = null;
  const db = () => {
    opening ??= openDatabase(factory).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
  return {
    persistent: true,
    async put(save) {
      // 'strict': a kept time must survive the phone dying right after the notice says so.
      const tx = (await db()).transaction(STORE, 'readwrite', { durability: 'strict' });
      tx.objectStore(STORE).put(save);
      await committed(tx);
    },
    async listFor(ownerId) {
      const tx = (await db()).transaction(STORE, 'readonly');
      const rows = await requestResult(tx.objectStore(STORE).index(BY_OWNER).getAll(ownerId));
      return oldestFirst(rows);
    },
    async remove(runId) {
      const tx = (await db()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).delete(runId);
      await committed(tx);
    },
  };
}

/** Used where IndexedDB is missing: the page still retries while it stays open. */
export function createMemoryStore(): PendingSaveStore {
  const saves = new Map<string, PendingSave>();
  return {
    persistent: false,
    async put(save) {
      saves.set(save.runId, save);
    },
    async listFor(ownerId) {
      return oldestFirst([...saves.values()].filter((save) => save.ownerId === ownerId));
    },
    async remove(runId) {
      saves.delete(runId);
    },
  };
}

/**
 * IndexedDB that falls back to memory for the rest of the visit once IndexedDB fails (private modes
 * and full disks refuse writes), so a save is never lost merely because it could not be kept.
 */
export function withMemoryFallback(primary: PendingSaveStore): PendingSaveStore {
  const memory = createMemoryStore();
  let failed = false;
  async function attempt<T>(use: (store: PendingSaveStore) => Promise<T>): Promise<T> {
    if (!failed) {
      try {
        return await use(primary);
      } catch {
        failed = true;
      }
    }
    return use(memory);
  }
  return {
    get persistent() {
      return !failed;
    },
    put: (save) => attempt((store) => store.put(save)),
    listFor: (ownerId) => attempt((store) => store.listFor(ownerId)),
    async remove(runId) {
      await memory.remove(runId);
      if (!failed) await attempt((store) => store.remove(runId));
    },
  };
}

let shared: PendingSaveStore | null = null;

/** The app's one store: IndexedDB when the browser has it, else memory. */
export function pendingSaveStore(): PendingSaveStore {
  if (!shared) {
    let factory: IDBFactory | undefined;
    try {
      factory = globalThis.indexedDB;
    } catch {
      // Some privacy modes throw on merely reading indexedDB.
      factory = undefined;
    }
    shared = factory ? withMemoryFallback(createIndexedDbStore(factory)) : createMemoryStore();
  }
  return shared;
}

/**
 * The account a session belongs to: the `sub` claim of its access token (a JWT). Only used to keep
 * one account's pending saves apart from another's on this phone; the server checks the token itself.
 */
export function ownerIdOf(token: string | null | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const sub = (claims as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}
