import { sleep } from './child-app';

/**
 * Members' phones saving runs (POST /api/Leaderboard/AddToLeaderboard with an Idempotency-Key)
 * against an app that may die under them: each member sends its runs one after another, and a send
 * that gets no answer (the connection refused or cut, a timeout) or a retryable one (5xx, 409, 429,
 * as src/web/lib/timing/pending-sender.ts retries) is sent again with the same key and body until
 * the server answers 200. Any other answer fails the load: that run would be lost. Runs marked
 * `loseFirstAnswer` also drop their first 200, so the replay path is walked whether or not the kill
 * lands between a commit and its answer.
 */

export interface RunBody {
  locationId: number;
  timeStarted: string;
  timeCompleted: string;
  duration: number;
}

export interface PlannedRun {
  member: number;
  userId: number;
  key: string;
  body: RunBody;
  /**
   * The first 200 is thrown away, as if the network lost it on the way back (the server saved the
   * run, the phone never heard): the retry must replay that save, not make a second one.
   */
  loseFirstAnswer?: boolean;
}

export interface RunRecord extends PlannedRun {
  /** Requests sent for this run. */
  attempts: number;
  /** Attempts that got no HTTP answer at all. */
  unanswered: number;
  /** Retryable non-200 answers seen before the 200. */
  retriedStatuses: number[];
  /** A request of this run was on its way when the app was killed. */
  inFlightAtKill: boolean;
  pending: boolean;
  /** The time id of the answer thrown away (loseFirstAnswer). */
  lostAnswerTimeId?: number;
  answer?: { timeId: number; replayed: boolean; afterKill: boolean; at: number };
}

const RETRYABLE = new Set([408, 409, 425, 429]);
/** 50 ms doubling to 800 ms, ±25 %: quick enough for a test, without 50 phones hammering a dead port. */
const retryDelay = (failures: number) => Math.min(800, 50 * 2 ** failures) * (0.75 + Math.random() / 2);
const REQUEST_TIMEOUT_MS = 30_000;

interface SaveLoad {
  records: RunRecord[];
  /** Resolves when every run got its 200. */
  done: Promise<void>;
  /** Count of runs answered 200 so far. */
  acknowledged(): number;
  /** Marks the runs whose request is on its way now: call it right as the app is killed. */
  markKill(): void;
}

interface SaveLoadOptions {
  url: string;
  members: { token: string; runs: PlannedRun[] }[];
  /** Called after each 200, synchronously: the place to decide the kill. */
  onAnswer?: (record: RunRecord) => void;
}

export function startSaveLoad({ url, members, onAnswer }: SaveLoadOptions): SaveLoad {
  const records: RunRecord[] = [];
  let killed = false;
  let answered = 0;

  /** One request; undefined when no whole answer came back (refused, cut, timed out). */
  async function sendOnce(token: string, record: RunRecord) {
    record.attempts += 1;
    record.pending = true;
    try {
      const response = await fetch(`${url}/api/Leaderboard/AddToLeaderboard`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': record.key,
        },
        body: JSON.stringify(record.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      return {
        status: response.status,
        text,
        replayed: response.headers.get('idempotent-replayed') === 'true',
      };
    } catch {
      record.unanswered += 1;
      return undefined;
    } finally {
      record.pending = false;
    }
  }

  async function sendUntilAnswered(token: string, record: RunRecord) {
    for (let failures = 0; ; failures += 1) {
      const response = await sendOnce(token, record);
      if (response?.status === 200) {
        const answer = JSON.parse(response.text) as { result: { id: number } };
        if (record.loseFirstAnswer && record.lostAnswerTimeId === undefined) {
          record.lostAnswerTimeId = answer.result.id;
          continue;
        }
        record.answer = {
          timeId: answer.result.id,
          replayed: response.replayed,
          afterKill: killed,
          at: Date.now(),
        };
        answered += 1;
        onAnswer?.(record);
        return;
      }
      if (response) {
        if (response.status < 500 && !RETRYABLE.has(response.status))
          throw new Error(`run ${record.key} refused: ${response.status} ${response.text}`);
        record.retriedStatuses.push(response.status);
      }
      await sleep(retryDelay(failures));
    }
  }

  const done = Promise.all(
    members.map(async ({ token, runs }) => {
      for (const run of runs) {
        const record: RunRecord = {
          ...run,
          attempts: 0,
          unanswered: 0,
          retriedStatuses: [],
          inFlightAtKill: false,
          pending: false,
        };
        records.push(record);
        await sendUntilAnswered(token, record);
      }
    }),
  ).then(() => undefined);

  return {
    records,
    done,
    acknowledged: () => answered,
    markKill: () => {
      killed = true;
      for (const record of records) if (record.pending) record.inFlightAtKill = true;
    },
  };
}
