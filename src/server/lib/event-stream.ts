import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEARTBEAT_EVENT } from '../../shared/live-events';

const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

export interface EventStream {
  /** Sends one event; its id is this instance's clock reading, so a client can say what it saw last. */
  send(event: string, data: unknown): void;
  /** Ends the stream (shutdown); the browser reconnects to another instance. */
  close(): void;
}

/**
 * Turns the request into a Server-Sent Events stream (text/event-stream): headers, a retry hint, a
 * HEARTBEAT_EVENT every HEARTBEAT_MS so proxies keep the connection open and the browser can tell a
 * quiet stream from a dead one (it never sees comments), and `onClose` once the client goes
 * away or `close()` is called. The reply is hijacked: Fastify no longer answers it.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  onClose: () => void,
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  // The security headers every answer carries (plugins/security-headers.ts), then the stream's own.
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = value;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  let lastId = 0;
  let closed = false;
  // No id: the browser's Last-Event-ID stays the last real event's.
  const heartbeat = setInterval(() => raw.write(`event: ${HEARTBEAT_EVENT}\ndata: {}\n\n`), HEARTBEAT_MS);
  heartbeat.unref();

  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    onClose();
  };
  request.raw.on('close', finish);
  raw.on('close', finish);
  raw.on('error', finish);

  return {
    send(event, data) {
      if (closed) return;
      // Ids grow even when two events share a millisecond.
      lastId = Math.max(lastId + 1, Date.now());
      raw.write(`id: ${lastId}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (closed) return;
      raw.end();
      finish();
    },
  };
}
