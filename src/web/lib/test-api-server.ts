/**
 * Test helper (not app code): a real HTTP server on loopback that stands in for the API, so the
 * client's own fetch, headers and refresh logic run unmocked. Each test installs its routes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { configureApiClient } from './api-base';
import { sessionStore } from './session';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type RouteHandler = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

// happy-dom's fetch applies CORS: the page origin differs from the loopback port.
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Idempotency-Key',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE',
  'Access-Control-Expose-Headers': 'Token-Expired, Retry-After',
};

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

export interface TestApiServer {
  /** 'METHOD /api/Path' → handler; unknown routes answer 404 JSON. */
  routes: Record<string, RouteHandler>;
  seen: SeenRequest[];
  hits(url: string): SeenRequest[];
  reset(): void;
  /** Listens on 127.0.0.1:0 and points the API client at it. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One server for a test file: started before the tests, closed after them, and emptied (routes,
 * requests and the stored session) before each test.
 */
export function setUpTestApiServer(): TestApiServer {
  const api = createTestApiServer();
  beforeAll(() => api.start());
  afterAll(() => api.close());
  beforeEach(() => {
    api.reset();
    sessionStore.clear();
  });
  return api;
}

function createTestApiServer(): TestApiServer {
  const state: TestApiServer = {
    routes: {},
    seen: [],
    hits: (url) => state.seen.filter((request) => request.url === url),
    reset() {
      state.routes = {};
      state.seen = [];
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer(async (request, response) => {
    for (const [name, value] of Object.entries(CORS)) response.setHeader(name, value);
    if (request.method === 'OPTIONS') {
      response.writeHead(204);
      response.end();
      return;
    }
    const seen: SeenRequest = {
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: request.headers,
      body: await readBody(request),
    };
    state.seen.push(seen);
    const handler = state.routes[`${seen.method} ${seen.url}`];
    if (handler) await handler(seen, response);
    else sendJson(response, 404, { error: 'Not found' });
  });
  return state;
}
