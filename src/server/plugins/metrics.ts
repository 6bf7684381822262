import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { poolOf } from '../db/client';
import type { Admission, WorkKind } from '../lib/admission';
import { HistogramSeries, type Labels, MetricsText, PROMETHEUS_CONTENT_TYPE } from '../lib/prometheus';
import { countOutbox, type OutboxFigures } from '../services/operations/count-outbox';

/**
 * `GET /metrics` in Prometheus text (docs in README "Deploying"): requests by route pattern, method and
 * status class with their durations, the mail/SMS outbox, live streams and database connections.
 * Request counts are this instance's since it started (scrape every instance); the outbox figures
 * are the database's, the same from every instance.
 */

/** Route patterns, not URLs, so a path full of ids or names is one series, not one per address. */
const UNMATCHED_ROUTE = 'unmatched';

class RequestMetrics {
  private readonly series = new Map<string, { labels: Labels; histogram: HistogramSeries }>();

  observe(request: FastifyRequest, reply: FastifyReply): void {
    const labels = {
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      method: request.method,
      status: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    const key = `${labels.method} ${labels.route} ${labels.status}`;
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels, histogram: new HistogramSeries() };
      this.series.set(key, entry);
    }
    entry.histogram.observe(reply.elapsedTime / 1000);
  }

  write(text: MetricsText): void {
    const all = [...this.series.values()];
    text.counter(
      'courseclock_http_requests_total',
      'HTTP requests answered by this instance, by route pattern, method and status class.',
      all.map(({ labels, histogram }) => ({ labels, value: histogram.count })),
    );
    text.histogram(
      'courseclock_http_request_duration_seconds',
      'Time from receiving a request to the end of its answer, by route pattern, method and status class.',
      all,
    );
  }
}

function writeOutbox(text: MetricsText, rows: OutboxFigures[]): void {
  const per = (value: (row: OutboxFigures) => number) =>
    rows.map((row) => ({ labels: { channel: row.channel }, value: value(row) }));
  text
    .gauge(
      'courseclock_outbox_queue_depth',
      'E-mails and SMS waiting to be sent (first try or a retry), in the whole database.',
      per((row) => row.pending),
    )
    .gauge(
      'courseclock_outbox_retrying',
      'Waiting messages whose earlier attempts failed (retried every 30 s, 5 attempts in all).',
      per((row) => row.retrying),
    )
    .gauge(
      'courseclock_outbox_failed',
      'Messages given up after 5 failed attempts (kept 7 days).',
      per((row) => row.failed),
    )
    .gauge(
      'courseclock_outbox_oldest_pending_seconds',
      'Age of the oldest waiting message; 0 when none waits.',
      per((row) => row.oldestPendingSeconds),
    );
}

/** The pg pool behind Drizzle; PGlite is one in-process connection. */
function writeDatabase(text: MetricsText, ctx: AppContext): void {
  const pool = poolOf(ctx.db);
  text
    .gauge('courseclock_db_pool_connections', 'Open database connections of this instance (PGlite: 1).', [
      { value: pool ? pool.totalCount : 1 },
    ])
    .gauge('courseclock_db_pool_idle_connections', 'Open connections not running a query.', [
      { value: pool ? pool.idleCount : 0 },
    ])
    .gauge('courseclock_db_pool_waiting_requests', 'Queries waiting for a free connection.', [
      { value: pool ? pool.waitingCount : 0 },
    ])
    .gauge('courseclock_db_pool_max_connections', 'Most connections the pool opens.', [
      { value: pool ? pool.options.max : 1 },
    ]);
}

/** What admission (plugins/admission.ts) holds and has turned away, by kind of work. */
function writeAdmission(text: MetricsText, admission: Admission): void {
  const { busy, waiting } = admission.load;
  const byKind = (value: (kind: WorkKind) => number) =>
    (['save', 'read'] as const).map((kind) => ({ labels: { kind }, value: value(kind) }));
  text
    .counter(
      'courseclock_admission_shed_total',
      'API requests answered 503 (BUSY) at once: their queue was full or no slot came in time.',
      byKind((kind) => admission.shed[kind]),
    )
    .gauge(
      'courseclock_admission_waiting',
      'API requests waiting for a slot.',
      byKind((kind) => waiting[kind]),
    )
    .gauge('courseclock_admission_busy_slots', 'API requests being worked on.', [{ value: busy }])
    .gauge('courseclock_admission_slots', 'API requests this instance works on at once.', [
      { value: admission.limits.slots },
    ]);
}

/** Constant-time comparison of the Authorization header with `Bearer METRICS_TOKEN`. */
function holdsToken(request: FastifyRequest, token: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(request.headers.authorization ?? ''), digest(`Bearer ${token}`));
}

/**
 * Counts every answered request and serves `/metrics`. Called on the root instance before any route
 * plugin, so its hook sees every route. Without METRICS_TOKEN the path answers 404 (nothing to find);
 * with it, a request without the token gets 401.
 */
export function registerMetrics(app: FastifyInstance): void {
  const requests = new RequestMetrics();
  app.addHook('onResponse', async (request, reply) => requests.observe(request, reply));

  // logLevel warn: a scrape every few seconds would otherwise fill the log with its two lines.
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const { ctx } = app;
    const token = ctx.config.metricsToken;
    if (!token) return reply.code(404).send({ error: 'Not found', code: 'NOT_FOUND' });
    if (!holdsToken(request, token))
      return reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send({
        error: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>',
        code: 'UNAUTHENTICATED',
      });

    const text = new MetricsText();
    requests.write(text);
    writeOutbox(text, await countOutbox({ db: ctx.db }));
    text.gauge('courseclock_live_stream_connections', 'Live board streams open on this instance.', [
      { value: ctx.live.followerCount },
    ]);
    text.counter(
      'courseclock_live_updates_coalesced_total',
      'Board changes not sent to a follower that was still waiting to hear of the same board.',
      [{ value: ctx.live.coalesced }],
    );
    writeDatabase(text, ctx);
    writeAdmission(text, ctx.admission);
    text
      .gauge('process_resident_memory_bytes', 'Resident memory of this instance.', [
        { value: process.memoryUsage.rss() },
      ])
      .gauge('process_start_time_seconds', 'When this instance started, in seconds since the epoch.', [
        { value: Math.round(Date.now() / 1000 - process.uptime()) },
      ]);
    return reply.header('Cache-Control', 'no-store').type(PROMETHEUS_CONTENT_TYPE).send(text.toString());
  });
}
