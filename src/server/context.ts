import type { BoardAnswers } from './adapters/board-answers';
import type { BoardVersions } from './adapters/board-versions';
import type { ImageStore } from './adapters/images';
import type { KeptRankings } from './adapters/kept-rankings';
import type { LiveBoards } from './adapters/live-boards';
import type { Mailer } from './adapters/mail';
import type { OverviewAnswers } from './adapters/overview-answers';
import type { SmsSender } from './adapters/sms';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Admission } from './lib/admission';
import type { AccessTokens, PairingTokens } from './lib/tokens';
import type { Guards } from './plugins/auth';
import type { BoardEntry } from './services/leaderboard/board-sql';

/** What routes and services need from the running app; built once in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: AccessTokens;
  pairingTokens: PairingTokens;
  guards: Guards;
  mail: Mailer;
  sms: SmsSender;
  /** Uploaded and demo images, in the database (docs/architecture.md, "Images"). */
  images: ImageStore;
  /** Board change notices from the database, for the live streams (docs/architecture.md). */
  live: LiveBoards;
  /** Board answers cached between requests, checked against the database's counters. */
  boards: BoardAnswers<BoardEntry>;
  /** The overview per period, cached the same way. */
  overviews: OverviewAnswers;
  /** Reads the boards' counters, batched across this instance's requests. */
  boardVersions: BoardVersions;
  /** Board rankings kept in the database for every instance on PostgreSQL; null on PGlite. */
  keptRankings: KeptRankings | null;
  /** The requests this instance works on at once, and what it turns away (plugins/admission.ts). */
  admission: Admission;
  /** The clock; tests replace it to reach event windows and periods. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
