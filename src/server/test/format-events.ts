import { expect } from 'vitest';
import type { EventFormat } from '../../shared/event-format';
import { createCourse } from './courses';
import { assignReferee, createEvent } from './factories';
import type { TestApp } from './harness';

const HOUR = 3600_000;

/** Marks as the tests write them: [cleared, ms] per obstacle, in course order. */
type Marks = [cleared: boolean, ms: number][];

/** An event board's rows as the format tests compare them. */
interface FormatRow {
  name: string;
  standing: number;
  cleared: number | null;
  penaltyMs: number;
  rankedMs: number;
  duration: number;
}

/**
 * Events of each format on a three-obstacle course (Rings, Wall, Bars), running at `now`, refereed by a
 * signed-in referee; runs recorded through the API and the board read back (src/shared/event-format.ts).
 */
export function formatEvents(t: TestApp, now: Date) {
  const db = () => t.database.db;

  async function eventOf(format: EventFormat, penaltySeconds = format === 'penalty' ? 30 : null) {
    const { location, sites } = await createCourse(db(), ['Rings', 'Wall', 'Bars']);
    const event = await createEvent(db(), {
      locationId: location.id,
      startTime: new Date(now.getTime() - HOUR),
      format,
      penaltySeconds,
    });
    const referee = await t.signIn({ roles: ['Referee'] });
    await assignReferee(db(), { eventId: event.id, userId: referee.id });
    return {
      locationId: location.id,
      eventId: event.id,
      ids: sites.map((site) => site.equipmentId),
      referee,
    };
  }
  type At = Awaited<ReturnType<typeof eventOf>>;

  const marksOf = (at: At, marks: Marks) =>
    marks.map(([cleared, ms], position) => ({ equipmentId: at.ids[position], cleared, ms }));

  /** A run's body for AddToLeaderboard, finished a minute before `now`. */
  const run = (at: At, userId: number, duration: number, obstacles?: object[]) => {
    const completed = new Date(now.getTime() - 60_000);
    return {
      userId,
      eventId: at.eventId,
      locationId: at.locationId,
      timeStarted: new Date(completed.getTime() - duration).toISOString(),
      timeCompleted: completed.toISOString(),
      duration,
      ...(obstacles ? { obstacles } : {}),
    };
  };

  const record = (at: At, payload: object) =>
    t.request({ method: 'POST', url: '/api/Referee/AddToLeaderboard', token: at.referee.token, payload });

  /** A run of `userId` marked per obstacle, recorded by the event's referee. */
  const recordMarked = (at: At, userId: number, duration: number, marks: Marks) =>
    record(at, run(at, userId, duration, marksOf(at, marks)));

  async function board(eventId: number): Promise<FormatRow[]> {
    const response = await t.request({ method: 'GET', url: `/api/Leaderboard/Event/${eventId}` });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as {
      user: { userName: string };
      standing: number;
      obstaclesCleared: number | null;
      penaltyMs: number;
      rankedMs: number;
      duration: number;
    }[];
    return rows.map((row) => ({
      name: row.user.userName,
      standing: row.standing,
      cleared: row.obstaclesCleared,
      penaltyMs: row.penaltyMs,
      rankedMs: row.rankedMs,
      duration: row.duration,
    }));
  }

  const competitors = (...names: string[]) =>
    Promise.all(names.map((userName) => t.createUser({ userName })));

  return { eventOf, marksOf, run, record, recordMarked, board, competitors };
}
