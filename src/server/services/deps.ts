import type { FastifyBaseLogger } from 'fastify';
import type { BoardAnswers } from '../adapters/board-answers';
import type { BoardVersions } from '../adapters/board-versions';
import type { ImageStore } from '../adapters/images';
import type { KeptRankings } from '../adapters/kept-rankings';
import type { Mailer } from '../adapters/mail';
import type { OverviewAnswers } from '../adapters/overview-answers';
import type { SmsSender } from '../adapters/sms';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import type { Actor } from '../lib/actor';
import type { AccessTokens, PairingTokens } from '../lib/tokens';
import type { BoardEntry } from './leaderboard/board-sql';

/**
 * Everything a service may need from the running app (docs/architecture.md, "Services"). A service
 * names the part it uses, `verbNoun(deps: Deps<'db' | 'now'>, input)`, so a test or another service
 * passes exactly that and a transaction handle can stand in for `db`.
 */
export interface ServiceDeps {
  db: DbOrTx;
  /** The request's clock reading; tests move it through the app's `now`. */
  now: Date;
  /** Who asks; null for a guest. Services that need a signed-in actor take `SignedIn` as well. */
  actor: Actor | null;
  log: FastifyBaseLogger;
  mail: Mailer;
  sms: SmsSender;
  images: ImageStore;
  config: Config;
  tokens: AccessTokens;
  pairingTokens: PairingTokens;
  /** The gate pairing the request's pairing token opens (a phone that joined with the code); else null. */
  pairingAccess: number | null;
  /** This instance's cached board answers (adapters/board-answers.ts). */
  boards: BoardAnswers<BoardEntry>;
  /** This instance's cached overviews (adapters/overview-answers.ts). */
  overviews: OverviewAnswers;
  /** Reads the boards' counters (adapters/board-versions.ts), batched across requests. */
  boardVersions: BoardVersions;
  /** Board rankings kept for every instance (adapters/kept-rankings.ts); null on PGlite. */
  keptRankings: KeptRankings | null;
}

export type Deps<K extends keyof ServiceDeps> = Pick<ServiceDeps, K>;

/** For services that only a signed-in actor may call (the route sits behind a guard). */
export interface SignedIn {
  actor: Actor;
}
