import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logout, SESSION_STORAGE_KEY, type Session, sessionStore, useSession } from './session';
import { sendJson, setUpTestApiServer } from './test-api-server';

const admin: Session = { token: 't1', refreshToken: 'r1', isAdmin: true, isReferee: false, redirectTo: null };
const referee: Session = {
  token: 't2',
  refreshToken: 'r2',
  isAdmin: false,
  isReferee: true,
  redirectTo: '/Referee/RecordTimes',
};

const api = setUpTestApiServer();

describe('session store', () => {
  it('keeps the session in localStorage under one key', () => {
    sessionStore.set(admin);
    expect(Object.keys(localStorage)).toEqual([SESSION_STORAGE_KEY]);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(admin);
  });

  it('restores a stored session when the app starts', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(referee));
    vi.resetModules();
    const fresh = await import('./session');
    expect(fresh.sessionStore.get()).toEqual(referee);
  });

  it('starts logged out when the stored value is not a session', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"token": 5');
    vi.resetModules();
    expect((await import('./session')).sessionStore.get()).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'x' }));
    vi.resetModules();
    expect((await import('./session')).sessionStore.get()).toBeNull();
  });

  it('picks up a login or logout made in another tab', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(admin));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(sessionStore.get()).toEqual(admin);
    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(sessionStore.get()).toBeNull();
  });

  it('marks a session the server ended until the next login or logout, and tells onEnd once', () => {
    const heard = vi.fn();
    const stop = sessionStore.onEnd(heard);
    sessionStore.set(referee);
    expect(sessionStore.hasEnded()).toBe(false);
    sessionStore.end();
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStore.hasEnded()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    sessionStore.set(referee);
    expect(sessionStore.hasEnded()).toBe(false);
    sessionStore.end();
    sessionStore.clear();
    expect(sessionStore.hasEnded()).toBe(false);
    stop();
    sessionStore.end();
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('useSession', () => {
  it('re-renders with the role flags as the session changes', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ isLoggedIn: false, isAdmin: false, isReferee: false });

    act(() => result.current.setSession(referee));
    expect(result.current).toMatchObject({
      isLoggedIn: true,
      isAdmin: false,
      isReferee: true,
      session: referee,
    });

    act(() => sessionStore.set(admin));
    expect(result.current).toMatchObject({ isAdmin: true, isReferee: false });
  });

  it('logout clears the session at once and revokes the refresh token on the server', async () => {
    let revoked: unknown;
    api.routes['POST /api/Auth/Logout'] = (request, response) => {
      revoked = JSON.parse(request.body);
      sendJson(response, 200, { ok: true });
    };
    sessionStore.set(admin);
    const { result } = renderHook(() => useSession());

    act(() => result.current.logout());

    expect(result.current.isLoggedIn).toBe(false);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await vi.waitFor(() => expect(revoked).toEqual({ refreshToken: 'r1' }));
  });

  it('logout still clears the session when the server cannot be reached', async () => {
    await api.close();
    sessionStore.set(admin);
    logout();
    expect(sessionStore.get()).toBeNull();
    await api.start();
  });
});
