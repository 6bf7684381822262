import type { ErrorCode } from '../../shared/error-codes';
import type { Session } from '../../shared/schemas/auth';
import { apiUrl } from './api-base';
import { takeFirstRead } from './first-reads';
import { sessionStore } from './session';

/**
 * A failed API call: `message` is the server's `error` (or its text body), `code` its stable code to
 * branch on (src/shared/error-codes.ts), `fields` its per-field messages, `body` the whole answer (for
 * the few errors that carry more, such as a 409 naming a row).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly body?: unknown;

  constructor(status: number, message: string, fields?: Record<string, string>, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.body = body;
    const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
    // Taken as sent, without the list of codes: this module is part of every page's first load.
    this.code = typeof code === 'string' ? (code as ErrorCode) : undefined;
  }
}

/** Anything with zod's `parse` (kept structural so this module does not pull zod into the entry chunk). */
interface ResponseSchema<T> {
  parse(data: unknown): T;
}

interface RequestOptions {
  method: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  formData?: FormData;
  headers?: Record<string, string>;
}

async function send(path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A call that brings its own credential (a gate pairing's token) is not sent as the member.
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(apiUrl(path), { method: options.method, headers, body });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get('Content-Type')?.includes('json');
  if (!isJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  if (typeof body === 'object' && body !== null) {
    const { error, fields } = body as { error?: unknown; fields?: unknown };
    const message = typeof error === 'string' ? error : `Request failed (${response.status})`;
    const fieldMessages =
      typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined;
    return new ApiError(response.status, message, fieldMessages, body);
  }
  const text = typeof body === 'string' && body.trim() ? body.trim() : `Request failed (${response.status})`;
  return new ApiError(response.status, text);
}

let refreshing: Promise<Session | null> | null = null;

/** Answers to a refresh that say nothing about the session: the server or a proxy could not answer now. */
const refreshNotAnswered = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * Trades the refresh token for a new pair. A refused refresh ends the session (the app asks to log
 * in again); a server that could not answer leaves it, and the call fails as it would offline.
 */
async function refreshSession(expired: Session): Promise<Session | null> {
  const response = await fetch(apiUrl('/Auth/Refresh'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ token: expired.token, refreshToken: expired.refreshToken }),
  });
  if (!response.ok) {
    // Only end what we tried to refresh: another tab may have logged in meanwhile.
    const refused = !refreshNotAnswered(response.status);
    if (refused && sessionStore.get()?.refreshToken === expired.refreshToken) sessionStore.end();
    return null;
  }
  const renewed = (await response.json()) as Session;
  sessionStore.set(renewed);
  return renewed;
}

/**
 * A fresh session for a call that was sent with `sentWith` and came back expired. Concurrent callers share
 * one refresh (a rotated refresh token used twice would revoke the whole family), and a call that raced
 * an already finished refresh just reuses its result.
 */
function renewedSession(sentWith: Session): Promise<Session | null> {
  const latest = sessionStore.get();
  if (!latest) return Promise.resolve(null);
  if (latest.token !== sentWith.token) return Promise.resolve(latest);
  refreshing ??= refreshSession(latest).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function respond(path: string, options: RequestOptions): Promise<Response> {
  const sentWith = sessionStore.get();
  let response = await send(path, options, sentWith?.token);
  if (response.status === 401 && sentWith && response.headers.get('Token-Expired') === 'true') {
    const renewed = await renewedSession(sentWith);
    // docs/spec.md §7: refresh once and repeat the call once; a second 401 is final.
    if (renewed) response = await send(path, options, renewed.token);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

async function request<T>(path: string, options: RequestOptions, schema?: ResponseSchema<T>): Promise<T> {
  const early =
    options.method === 'DELETE' || options.formData || options.headers
      ? undefined
      : takeFirstRead({ method: options.method, path, body: options.body });
  const data = early ? early.value : await readBody(await respond(path, options));
  return schema ? schema.parse(data) : (data as T);
}

/**
 * The answer to a read this page arrived with (docs/architecture.md, "First reads"), taken once, or
 * undefined. The read queries of a public page's first screen give it as `initialData`, so that screen
 * renders once with its data: no loading card, and no urgent re-render when the answer lands (total
 * blocking time). Any later read of the same thing goes to the server.
 */
export function firstAnswer<T>(method: 'GET' | 'POST', path: string, body?: unknown): T | undefined {
  return takeFirstRead({ method, path, body })?.value as T | undefined;
}

/** A page of a list and the whole list's length (X-Total-Count; the page's length when absent). */
export interface CountedPage<T> {
  items: T[];
  total: number;
}

async function requestCounted<T>(path: string, options: RequestOptions): Promise<CountedPage<T>> {
  const response = await respond(path, options);
  const body = await readBody(response);
  const items = Array.isArray(body) ? (body as T[]) : [];
  const total = Number(response.headers.get('X-Total-Count') ?? Number.NaN);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

export function apiGetCounted<T>(path: string): Promise<CountedPage<T>> {
  return requestCounted(path, { method: 'GET' });
}

export function apiPostCounted<T>(path: string, body: unknown): Promise<CountedPage<T>> {
  return requestCounted(path, { method: 'POST', body });
}

export function apiGet<T>(path: string, schema?: ResponseSchema<T>): Promise<T> {
  return request(path, { method: 'GET' }, schema);
}

export function apiPost<T>(
  path: string,
  body?: unknown,
  options?: { headers?: Record<string, string>; schema?: ResponseSchema<T> },
): Promise<T> {
  return request(path, { method: 'POST', body, headers: options?.headers }, options?.schema);
}

/** A GET with headers of its own (which also keep it from first reads). */
export function apiGetWith<T>(path: string, headers: Record<string, string>): Promise<T> {
  return request(path, { method: 'GET', headers });
}

export function apiDelete<T>(path: string): Promise<T> {
  return request(path, { method: 'DELETE' });
}

export function apiUpload<T>(path: string, formData: FormData, headers?: Record<string, string>): Promise<T> {
  return request(path, { method: 'POST', formData, headers });
}
