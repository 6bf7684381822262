import { expect } from 'vitest';
import { formatDuration, formatZonedDateTime } from '../../shared/format';
import { PERIODS, type Period } from '../../shared/limits';
import { DEFAULT_TIME_ZONE } from '../../shared/time-zone';
import {
  type ReferenceEntry,
  type ReferenceScope,
  readStoredRows,
  referenceBoard,
  referenceMyResults,
  referenceOverview,
  type StoredRows,
} from './board-reference';
import { eventIds, type World } from './board-rule-world';
import { referenceMySplits, referenceSegments } from './segments-reference';

/**
 * Every board of the board-rule property test's world read through the HTTP API, as a guest (and each
 * member for MyResults), and compared with the boards worked out from scratch (board-reference.ts).
 */

const DAY_MS = 86_400_000;
/** A period's rolling window in days, as the product states it (GET …?period=). */
const WINDOW_DAYS: Record<Period, number | null> = { all: null, year: 365, month: 30, week: 7, day: 1 };

/** A board row as compared: what tells two boards apart. */
interface Row {
  id: number;
  userName: string;
  duration: number;
  standing: number;
  timingMethod: string;
  witnessed: boolean;
  timeCompleted: string;
}

const expectedRow = (entry: ReferenceEntry): Row => ({
  id: entry.time.id,
  userName: entry.userName,
  duration: entry.time.duration,
  standing: entry.standing,
  timingMethod: entry.time.timingMethod,
  witnessed: entry.time.witnessed,
  timeCompleted: new Date(entry.time.completedMs).toISOString(),
});

/** A board row as the API answers it (the fields compared). */
type AnsweredRow = Omit<Row, 'userName'> & { user: { userName: string } };

const answeredRow = (row: AnsweredRow): Row => ({
  id: row.id,
  userName: row.user.userName,
  duration: row.duration,
  standing: row.standing,
  timingMethod: row.timingMethod,
  witnessed: row.witnessed,
  timeCompleted: row.timeCompleted,
});

async function read(world: World, method: 'GET' | 'POST', url: string, payload?: object, token?: string) {
  const response = await world.t.request({ method, url: `/api/${url}`, payload, token });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response;
}

/** A board page (ListResults, CasualResults, Event) against the reference, its total too. */
async function expectBoard(
  world: World,
  label: string,
  request: [method: 'GET' | 'POST', url: string, payload?: object],
  expected: ReferenceEntry[],
) {
  const response = await read(world, ...request);
  expect((response.json() as AnsweredRow[]).map(answeredRow), label).toEqual(expected.map(expectedRow));
  expect(Number(response.headers['x-total-count']), `${label}: X-Total-Count`).toBe(expected.length);
}

async function expectLocationBoards(world: World, rows: StoredRows, period: Period, sinceMs: number | null) {
  for (const location of rows.locations) {
    for (const official of [false, true]) {
      const scope: ReferenceScope = { locationId: location.id, official };
      await expectBoard(
        world,
        `ListResults ${location.name} ${official ? 'comp' : 'casual'} ${period}`,
        ['POST', 'Leaderboard/ListResults', { locationId: location.id, official, period }],
        referenceBoard(rows, scope, sinceMs),
      );
    }
    await expectBoard(
      world,
      `CasualResults ${location.name} ${period}`,
      ['GET', `Leaderboard/CasualResults/${location.id}?period=${period}`],
      referenceBoard(rows, { locationId: location.id, official: false }, sinceMs),
    );
    const segmentsUrl = `Leaderboard/Segments/${location.id}?period=${period}`;
    if (location.disabled) {
      // Like the location's page; its boards still answer (assert-board-exists.ts: the admin's results).
      expect((await world.t.request({ method: 'GET', url: `/api/${segmentsUrl}` })).statusCode).toBe(404);
      continue;
    }
    const segments = await read(world, 'GET', segmentsUrl);
    expect(
      (segments.json() as { equipmentId: number; name: string; rows: Record<string, unknown>[] }[]).map(
        (obstacle) => ({
          equipmentId: obstacle.equipmentId,
          name: obstacle.name,
          rows: obstacle.rows.map(({ standing, user, segmentMs, timeId }) => ({
            standing,
            userName: (user as { userName: string }).userName,
            segmentMs,
            timeId,
          })),
        }),
      ),
      `Segments ${location.name} ${period}`,
    ).toEqual(referenceSegments(rows, location.id, sinceMs));
  }
}

async function expectOverview(world: World, rows: StoredRows, period: Period, sinceMs: number | null) {
  const overview = await read(world, 'GET', `Leaderboard/GetOverview?period=${period}`);
  expect(
    (overview.json() as { location: { id: number }; casual: AnsweredRow[]; comp: AnsweredRow[] }[]).map(
      (entry) => ({
        locationId: entry.location.id,
        casual: entry.casual.map(answeredRow),
        comp: entry.comp.map(answeredRow),
      }),
    ),
    `GetOverview ${period}`,
  ).toEqual(
    referenceOverview(rows, sinceMs).map((entry) => ({
      locationId: entry.locationId,
      casual: entry.casual.map(expectedRow),
      comp: entry.comp.map(expectedRow),
    })),
  );
}

/** The event board's CSV: the same rows and order as the board, all time. */
async function expectCsv(world: World, rows: StoredRows, eventId: number) {
  const csv = await read(world, 'GET', `Leaderboard/Event/${eventId}.csv`);
  const [header, ...lines] = csv.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  const cells: Record<string, (entry: ReferenceEntry) => string> = {
    Place: (entry) => String(entry.standing),
    Competitor: (entry) => entry.userName,
    Time: (entry) => formatDuration(entry.time.duration),
    // The world's courses are in NSW (test/factories.ts), so on Sydney's clocks, the zone named.
    Start: (entry) => formatZonedDateTime(new Date(entry.time.startedMs), DEFAULT_TIME_ZONE),
    Finish: (entry) => formatZonedDateTime(new Date(entry.time.completedMs), DEFAULT_TIME_ZONE),
    'Timed by': (entry) => entry.time.timingMethod,
    Witnessed: (entry) => (entry.time.witnessed ? 'yes' : 'no'),
  };
  expect(header, `event ${eventId} CSV header`).toEqual(Object.keys(cells));
  const columns = Object.values(cells);
  expect(lines, `event ${eventId} CSV`).toEqual(
    referenceBoard(rows, { eventId }, null).map((entry) => columns.map((cell) => cell(entry))),
  );
}

/** MyResults' places and each location's MySplits of every member who can sign in. */
async function expectMyResults(world: World, rows: StoredRows) {
  for (const member of world.members) {
    if (!member.token) continue;
    const answer = (await read(world, 'GET', 'Leaderboard/MyResults', undefined, member.token)).json();
    const places = (list: { id: number; standing: number | null }[]) =>
      list.map(({ id, standing }) => ({ id, standing }));
    expect(
      {
        count: answer.count,
        totalOfficial: answer.totalOfficial,
        totalUnofficial: answer.totalUnofficial,
        official: places(answer.official),
        unofficial: places(answer.unofficial),
      },
      `MyResults of ${member.userName}`,
    ).toEqual(referenceMyResults(rows, member.id));
    for (const locationId of world.locationIds) {
      const splits = (
        await read(world, 'GET', `Leaderboard/MySplits/${locationId}`, undefined, member.token)
      ).json();
      expect(
        {
          personalBest: splits.personalBest && {
            timeId: splits.personalBest.timeId,
            duration: splits.personalBest.duration,
          },
          bestSegments: splits.bestSegments,
          sumOfBest: splits.sumOfBest,
        },
        `MySplits of ${member.userName} at location ${locationId}`,
      ).toEqual(referenceMySplits(rows, member.id, locationId));
    }
  }
}

/** Every board of the world, each period, against the reference. */
export async function expectBoardsAsReference(world: World): Promise<void> {
  const rows = await readStoredRows(world.t.database.db);
  const events = await eventIds(world);
  for (const period of PERIODS) {
    const days = WINDOW_DAYS[period];
    const sinceMs = days === null ? null : world.now.getTime() - days * DAY_MS;
    await expectLocationBoards(world, rows, period, sinceMs);
    await expectOverview(world, rows, period, sinceMs);
    for (const eventId of events) {
      await expectBoard(
        world,
        `Event ${eventId} ${period}`,
        ['GET', `Leaderboard/Event/${eventId}?period=${period}`],
        referenceBoard(rows, { eventId }, sinceMs),
      );
    }
  }
  for (const eventId of events) await expectCsv(world, rows, eventId);
  await expectMyResults(world, rows);
}
