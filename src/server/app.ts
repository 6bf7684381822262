import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { BoardAnswers } from './adapters/board-answers';
import { openBoardVersions } from './adapters/board-versions';
import { createImageStore } from './adapters/images';
import { openKeptRankings } from './adapters/kept-rankings';
import { LiveBoards } from './adapters/live-boards';
import { Mailer } from './adapters/mail';
import { OverviewAnswers } from './adapters/overview-answers';
import { SmsSender } from './adapters/sms';
import { type Config, proxyTrust } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { type LogDestination, requestLogOptions } from './lib/log-redaction';
import { AccessTokens, PAIRING_TOKEN_TTL_SECONDS, PairingTokens } from './lib/tokens';
import { BODY_LIMIT_BYTES, multipartOptions } from './lib/upload';
import { admissionFor, registerAdmission } from './plugins/admission';
import { apiDocsRoutes } from './plugins/api-docs';
import { createGuards } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerMetrics } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStatic } from './plugins/static';
import { rejectNulInText } from './plugins/text-input';
import { healthRoutes } from './routes/health';
import { apiRoutes } from './routes/index';
import { uploadRoutes } from './routes/uploads';

interface BuildOptions {
  /** An open, migrated database; the app does not close it. */
  database: Database;
  now?: () => Date;
  logger?: boolean | LogDestination;
}

/**
 * Board counter reads in flight at once on PostgreSQL (adapters/board-versions.ts), of the pool's 10
 * query connections: a reader waits one round trip, not two (docs/performance.md, boards).
 */
const BOARD_READS_IN_FLIGHT = 2;

const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine sets inline styles on components.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Off: it would break plain-HTTP hosting on a LAN address.
    upgradeInsecureRequests: null,
  },
};

/**
 * A request's headers and body must arrive within `ms`, else Node answers 408 and closes the socket,
 * so a client that never finishes a request cannot hold one for ever. Node looks for late requests
 * every connectionsCheckingInterval (30 s unless told), which would let one live up to twice as long.
 * A live stream's request is complete once its headers are in, so these never end a stream.
 */
function requestTimeouts(ms: number) {
  return {
    requestTimeout: ms,
    http: { requestTimeout: ms, headersTimeout: ms, connectionsCheckingInterval: Math.min(1_000, ms) },
  };
}

export async function buildApp(config: Config, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : requestLogOptions(config.logLevel, options.logger),
    // X-Forwarded-For only from the proxies TRUST_PROXY names (none by default): a client that
    // could pick its own address would slip the per-address rate limits.
    trustProxy: proxyTrust(config.trustProxy),
    // Small JSON bodies only; multipart uploads stream past it with their own limits (lib/upload.ts).
    bodyLimit: BODY_LIMIT_BYTES,
    ...requestTimeouts(config.requestTimeoutMs),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  rejectNulInText(app);
  // Before any route plugin, so its onResponse hook counts every route (GET /metrics, METRICS_TOKEN).
  registerMetrics(app);

  const tokens = new AccessTokens(config.jwtSecret, config.accessTokenTtl);
  const pairingTokens = new PairingTokens(config.jwtSecret, PAIRING_TOKEN_TTL_SECONDS);
  const { database } = options;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    tokens,
    pairingTokens,
    guards: createGuards(app, tokens, pairingTokens),
    mail: new Mailer(database.db, app.log, config.smtpUrl, config.mailFrom),
    sms: new SmsSender(database.db, app.log, config.sms),
    images: createImageStore(database.db),
    live: new LiveBoards(app.log),
    boards: new BoardAnswers(),
    overviews: new OverviewAnswers(),
    boardVersions: await openBoardVersions(database, BOARD_READS_IN_FLIGHT),
    keptRankings: openKeptRankings(database, app.log),
    admission: admissionFor(database),
    now: options.now ?? (() => new Date()),
  };
  app.decorate('ctx', ctx);
  // Before any route, so a request turned away costs nothing more than its answer.
  registerAdmission(app, ctx.admission);
  await ctx.live.start(database);

  registerSecurityHeaders(app, { contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  await app.register(multipart, multipartOptions(config.uploadMaxBytes));
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CourseClock API',
        version: '1.0.0',
        description: 'Obstacle-course timing and leaderboards',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // A phone that joined a gate pairing: `Authorization: Pairing <pairingToken>` (POST /Gate/JoinPairing).
          pairing: { type: 'apiKey', in: 'header', name: 'Authorization' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(apiDocsRoutes);

  await app.register(healthRoutes);
  // JSON answers over 1 KiB go out brotli or gzip (a board is tens of KiB, and phones are on 4G). Only
  // /api: the web build is compressed once at build time (plugins/static.ts), images are compressed
  // already, and live streams hijack their reply (lib/event-stream.ts), so no hook buffers them.
  await app.register(
    async (api) => {
      await api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
      await api.register(apiRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(uploadRoutes);
  await registerStatic(app, config.webDist);

  app.addHook('onClose', async () => {
    await Promise.all([
      ctx.mail.drain(),
      ctx.sms.drain(),
      ctx.live.stop(),
      ctx.boardVersions.stop(),
      ctx.keptRankings?.settled(),
    ]);
  });
  return app;
}
