import { Worker } from 'node:worker_threads';
import type { Db } from '../../src/server/db/client';
import { type Sample, startSampling } from './sampler';
import type { Instance } from './servers';
import { PASSWORD, type World } from './world';

/** Arrivals per second of each kind of request (issue 28's event day). */
export interface Rates {
  followers: number;
  official: number;
  save: number;
  board: number;
  page: number;
}

export interface KindResult {
  at: number[];
  latencyMs: number[];
  lagMs: number[];
  /** How long each request the server turned away (503) took to be answered. */
  shedMs: number[];
  errors: number;
  statuses: Record<string, number>;
  firstErrors: string[];
}

export interface RunResult {
  kinds: Record<'save' | 'official' | 'board' | 'page', KindResult>;
  /** Per recorded time that reached every follower: request start → last follower, and → each one. */
  lastFollowerMs: number[];
  everyFollowerMs: number[];
  /** Recorded times some follower never heard, streams that failed or dropped. */
  missedUpdates: number;
  followerFailures: string[];
  followersDropped: number;
  unanswered: number;
  maxInFlight: number;
  samples: Sample[];
  durationMs: number;
}

async function logIn(base: string, user: string): Promise<string> {
  const response = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${user}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** What readers of the day ask: the event board, each course's casual and comp boards. */
function boardReads(world: World) {
  const reads: Array<{ method: 'GET' | 'POST'; path: string; body?: unknown }> = [
    { method: 'GET', path: `/api/Leaderboard/Event/${world.event.id}` },
    { method: 'GET', path: `/api/Leaderboard/Event/${world.event.id}` },
  ];
  for (const course of world.courses) {
    reads.push({ method: 'GET', path: `/api/Leaderboard/CasualResults/${course.id}?period=day` });
    reads.push({ method: 'POST', path: '/api/Leaderboard/ListResults', body: { locationId: course.id } });
    reads.push({
      method: 'POST',
      path: '/api/Leaderboard/ListResults',
      body: { locationId: course.id, official: true },
    });
  }
  return reads;
}

function pagePaths(world: World): string[] {
  const [first] = world.courses;
  return [
    '/',
    `/Events/View/${world.event.path}`,
    `/Events/View/${world.event.path}`,
    ...world.courses.map((course) => `/Locations/View/${course.path}`),
    `/Locations/View/${first.path}/Stopwatch`,
  ];
}

function worker<T>(file: string, workerData: unknown, onMessage?: (message: T) => void): Worker {
  const thread = new Worker(new URL(file, import.meta.url), { workerData });
  if (onMessage) thread.on('message', onMessage);
  return thread;
}

/** Followers open, then the traffic for `durationMs`, sampled each second; returns the raw figures. */
export async function runEventDay(options: {
  instances: Instance[];
  world: World;
  rates: Rates;
  durationMs: number;
  db: Db;
  databaseName: string;
}): Promise<RunResult> {
  const { instances, world, rates, durationMs } = options;
  const bases = instances.map((instance) => instance.base);
  const refereeTokens = await Promise.all(world.refereeNames.map((name) => logIn(bases[0], name)));
  const memberTokens: string[] = [];
  for (const name of world.memberNames) memberTokens.push(await logIn(bases[0], name));

  let ready!: () => void;
  const allOpen = new Promise<void>((resolve) => {
    ready = resolve;
  });
  type FollowerReport = { arrivals: number[][]; failures: string[]; dropped: number };
  let report!: (value: FollowerReport) => void;
  const followerReport = new Promise<FollowerReport>((resolve) => {
    report = resolve;
  });
  const followers = worker<{ ready?: true } & Partial<FollowerReport>>(
    './followers-worker.mjs',
    {
      bases,
      path: `/api/Live/Event/${world.event.id}`,
      followers: rates.followers,
      eventId: world.event.id,
      perAddress: 50,
    },
    (message) => {
      if (message.ready) ready();
      if (message.arrivals) report(message as FollowerReport);
    },
  );
  await Promise.race([
    allOpen,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('followers did not all connect in 60 s')), 60_000),
    ),
  ]);

  const sampling = startSampling(instances, options.db, options.databaseName);
  const traffic = await new Promise<{
    results: RunResult['kinds'];
    officials: Array<{ startedAt: number; answeredAt: number; ok: boolean }>;
    maxInFlight: number;
    unanswered: number;
  }>((resolve, reject) => {
    const thread = worker('./traffic-worker.mjs', {
      bases,
      durationMs,
      runId: `ed${Date.now().toString(36)}`,
      kinds: {
        official: {
          rate: rates.official,
          steady: true,
          tokens: refereeTokens,
          eventId: world.event.id,
          locationId: world.event.locationId,
          competitorIds: world.competitorIds,
        },
        save: { rate: rates.save, tokens: memberTokens, courseIds: world.courses.map((course) => course.id) },
        board: { rate: rates.board, reads: boardReads(world), tokens: memberTokens, signedInShare: 0.1 },
        page: { rate: rates.page, paths: pagePaths(world) },
      },
    });
    thread.once('message', resolve);
    thread.once('error', reject);
  });
  // The last recorded time's notices are on their way.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const samples = await sampling.stop();
  followers.postMessage('close');
  const heard = await followerReport;
  await followers.terminate();

  // The k-th board event a follower hears is the k-th recorded time to commit (answers in order). A
  // follower still waiting to hear of the board when the next time commits hears of both once
  // (LiveBoards coalesces, courseclock_live_updates_coalesced_total): its count falls short and the
  // time shows as missed, which happens only when the fan-out lags a whole recorded time behind.
  const recorded = traffic.officials.filter((save) => save.ok).sort((a, b) => a.answeredAt - b.answeredAt);
  const lastFollowerMs: number[] = [];
  const everyFollowerMs: number[] = [];
  let missedUpdates = 0;
  recorded.forEach((save, k) => {
    const times = heard.arrivals[k] ?? [];
    if (times.length < rates.followers) {
      missedUpdates += 1;
      return;
    }
    for (const at of times) everyFollowerMs.push(at - save.startedAt);
    lastFollowerMs.push(Math.max(...times) - save.startedAt);
  });
  return {
    kinds: traffic.results,
    lastFollowerMs,
    everyFollowerMs,
    missedUpdates,
    followerFailures: heard.failures,
    followersDropped: heard.dropped,
    unanswered: traffic.unanswered,
    maxInFlight: traffic.maxInFlight,
    samples,
    durationMs,
  };
}
