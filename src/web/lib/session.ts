import { useSyncExternalStore } from 'react';
import type { Session } from '../../shared/schemas/auth';
import { apiUrl } from './api-base';

export type { Session };

/** docs/spec.md §3: the session lives in browser storage under one key and is restored at start. */
export const SESSION_STORAGE_KEY = 'courseclock.session';

type Listener = () => void;
const listeners = new Set<Listener>();

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.token === 'string' &&
    typeof candidate.refreshToken === 'string' &&
    typeof candidate.isAdmin === 'boolean' &&
    typeof candidate.isReferee === 'boolean'
  );
}

function readStored(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? { ...parsed, redirectTo: parsed.redirectTo ?? null } : null;
  } catch {
    // Unreadable or blocked storage (private mode): start logged out rather than crash.
    return null;
  }
}

function writeStored(session: Session | null): void {
  try {
    if (session) globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the session still works for this tab.
  }
}

let current: Session | null = readStored();
/** The server refused to continue the session; true until the next login or logout. */
let ended = false;
const endListeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get(): Session | null {
    return current;
  },
  set(session: Session): void {
    current = session;
    ended = false;
    writeStored(session);
    emit();
  },
  clear(): void {
    current = null;
    ended = false;
    writeStored(null);
    emit();
  },
  /**
   * The server refused to renew the session (it ended, e.g. SESSION_MAX_AGE after its login): it is
   * cleared as by logout, and the app asks to log in again. Saves kept on the phone stay kept for this
   * account and go out once it is signed in again.
   */
  end(): void {
    current = null;
    ended = true;
    writeStored(null);
    // First, so the page can move to the login before guards react to the missing session.
    for (const listener of endListeners) listener();
    emit();
  },
  hasEnded(): boolean {
    return ended;
  },
  /** Hears end() (once per ended session). */
  onEnd(listener: Listener): () => void {
    endListeners.add(listener);
    return () => endListeners.delete(listener);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads storage, e.g. when another tab logged in or out. */
  reload(): void {
    current = readStored();
    emit();
  },
};

globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === SESSION_STORAGE_KEY || event.key === null) sessionStore.reload();
});

/** Clears the session at once and revokes its refresh token on the server when it can (best effort). */
export function logout(): void {
  const ended = current;
  sessionStore.clear();
  if (!ended) return;
  fetch(apiUrl('/Auth/Logout'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken: ended.refreshToken }),
    keepalive: true,
  }).catch(() => {
    // Offline: the refresh token simply expires on its own.
  });
}

interface SessionView {
  session: Session | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  isReferee: boolean;
  setSession(session: Session): void;
  logout(): void;
}

export function useSession(): SessionView {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  return {
    session,
    isLoggedIn: session !== null,
    isAdmin: session?.isAdmin === true,
    isReferee: session?.isReferee === true,
    setSession: sessionStore.set,
    logout,
  };
}

/** True after the server refused to renew the session, until the next login or logout. */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.hasEnded, sessionStore.hasEnded);
}
