import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ApiError, apiGet, apiPost, apiUpload } from './api-client';
import { SESSION_STORAGE_KEY, type Session, sessionStore } from './session';
import { type RouteHandler, sendJson, setUpTestApiServer } from './test-api-server';

const api = setUpTestApiServer();

const session = (token: string, refreshToken: string): Session => ({
  token,
  refreshToken,
  isAdmin: false,
  isReferee: false,
  redirectTo: null,
});

/** The API answer for an expired access token (docs/design.md: 401 plus `Token-Expired: true`). */
const expired = (response: ServerResponse) =>
  sendJson(response, 401, { error: 'Token expired' }, { 'Token-Expired': 'true' });

/** GET /api/Thing: 200 for the new token, expired for anything else. */
const thingForNewToken: RouteHandler = (request, response) => {
  if (request.headers.authorization === 'Bearer new') sendJson(response, 200, { ok: true });
  else expired(response);
};

function refreshTo(next: Session, delayMs = 0): RouteHandler {
  return async (_request, response) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    sendJson(response, 200, next);
  };
}

describe('api client', () => {
  it('sends the bearer token and parses JSON answers', async () => {
    sessionStore.set(session('new', 'r1'));
    api.routes['GET /api/Thing'] = thingForNewToken;
    await expect(apiGet('/Thing')).resolves.toEqual({ ok: true });
    expect(api.hits('/api/Thing')[0]?.headers.authorization).toBe('Bearer new');
  });

  it('sends no Authorization header for a guest', async () => {
    api.routes['GET /api/Public'] = (_request, response) => sendJson(response, 200, [1, 2]);
    await expect(apiGet('/Public')).resolves.toEqual([1, 2]);
    expect(api.hits('/api/Public')[0]?.headers.authorization).toBeUndefined();
  });

  it('refreshes an expired token once, stores the new session and repeats the call once', async () => {
    sessionStore.set(session('old', 'r1'));
    api.routes['GET /api/Thing'] = thingForNewToken;
    api.routes['POST /api/Auth/Refresh'] = refreshTo(session('new', 'r2'));

    await expect(apiGet('/Thing')).resolves.toEqual({ ok: true });

    const refreshes = api.hits('/api/Auth/Refresh');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]?.body ?? '{}')).toEqual({ token: 'old', refreshToken: 'r1' });
    expect(api.hits('/api/Thing').map((request) => request.headers.authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
    expect(sessionStore.get()?.refreshToken).toBe('r2');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').token).toBe('new');
  });

  it('lets concurrent expired calls share one refresh', async () => {
    sessionStore.set(session('old', 'r1'));
    api.routes['GET /api/Thing'] = thingForNewToken;
    api.routes['POST /api/Auth/Refresh'] = refreshTo(session('new', 'r2'), 50);

    const answers = await Promise.all([apiGet('/Thing'), apiGet('/Thing'), apiGet('/Thing')]);

    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(api.hits('/api/Auth/Refresh')).toHaveLength(1);
    const renewed = api
      .hits('/api/Thing')
      .filter((request) => request.headers.authorization === 'Bearer new');
    expect(renewed).toHaveLength(3);
  });

  it('ends the session when the refresh is refused and reports the 401', async () => {
    sessionStore.set(session('old', 'r1'));
    api.routes['GET /api/Thing'] = thingForNewToken;
    api.routes['POST /api/Auth/Refresh'] = (_request, response) =>
      sendJson(response, 401, { error: 'Session ended' });

    const failure = await apiGet('/Thing').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(sessionStore.get()).toBeNull();
    // Ended, not logged out: the app asks to log in again.
    expect(sessionStore.hasEnded()).toBe(true);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(api.hits('/api/Thing')).toHaveLength(1);
  });

  it('keeps the session when the refresh gets no answer (a 5xx or 429), and reports the 401', async () => {
    for (const status of [502, 503, 429]) {
      sessionStore.set(session('old', 'r1'));
      api.routes['GET /api/Thing'] = thingForNewToken;
      api.routes['POST /api/Auth/Refresh'] = (_request, response) =>
        sendJson(response, status, { error: 'Busy' });

      await expect(apiGet('/Thing'), String(status)).rejects.toMatchObject({ status: 401 });
      expect(sessionStore.get()?.refreshToken, String(status)).toBe('r1');
      expect(sessionStore.hasEnded()).toBe(false);
    }
  });

  it('repeats the call only once when the renewed token is refused too', async () => {
    sessionStore.set(session('old', 'r1'));
    api.routes['GET /api/Thing'] = (_request, response) => expired(response);
    api.routes['POST /api/Auth/Refresh'] = refreshTo(session('new', 'r2'));

    await expect(apiGet('/Thing')).rejects.toMatchObject({ status: 401 });
    expect(api.hits('/api/Thing')).toHaveLength(2);
    expect(api.hits('/api/Auth/Refresh')).toHaveLength(1);
  });

  it('does not refresh on a 401 without Token-Expired', async () => {
    sessionStore.set(session('old', 'r1'));
    api.routes['GET /api/Thing'] = (_request, response) => sendJson(response, 401, { error: 'Unauthorized' });

    await expect(apiGet('/Thing')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(api.hits('/api/Auth/Refresh')).toHaveLength(0);
    expect(sessionStore.get()?.token).toBe('old');
  });

  it('surfaces the server error and its field messages on ApiError', async () => {
    api.routes['POST /api/Thing/Create'] = (_request, response) =>
      sendJson(response, 400, {
        error: 'Invalid input: name: Name is required',
        fields: { name: 'Name is required' },
      });

    const failure = await apiPost('/Thing/Create', { name: '' }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'Invalid input: name: Name is required',
      fields: { name: 'Name is required' },
    });
    const request = api.hits('/api/Thing/Create')[0];
    expect(request?.body).toBe('{"name":""}');
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('uses a text error body as the message', async () => {
    api.routes['GET /api/Broken'] = (_request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end('Bad gateway');
    };
    await expect(apiGet('/Broken')).rejects.toMatchObject({ status: 502, message: 'Bad gateway' });
  });

  it('passes extra headers and validates with a schema when given one', async () => {
    api.routes['POST /api/Leaderboard/AddToLeaderboard'] = (_request, response) =>
      sendJson(response, 200, { standing: 3 });
    const schema = { parse: (data: unknown) => ({ place: (data as { standing: number }).standing }) };

    const answer = await apiPost(
      '/Leaderboard/AddToLeaderboard',
      { duration: 1 },
      { headers: { 'Idempotency-Key': 'run-1' }, schema },
    );

    expect(answer).toEqual({ place: 3 });
    expect(api.hits('/api/Leaderboard/AddToLeaderboard')[0]?.headers['idempotency-key']).toBe('run-1');
  });

  it('uploads multipart form data without a JSON content type', async () => {
    api.routes['POST /api/Account/UpdatePhoto'] = (_request, response) =>
      sendJson(response, 200, { url: '/uploads/x.webp' });
    const form = new FormData();
    form.append('file', new Blob(['image-bytes'], { type: 'image/png' }), 'photo.png');

    await expect(apiUpload('/Account/UpdatePhoto', form)).resolves.toEqual({ url: '/uploads/x.webp' });
    const request = api.hits('/api/Account/UpdatePhoto')[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('image-bytes');
  });
});
