import { describe, expect, it } from 'vitest';
import { csvCell } from '../presenters/board-csv';
import { createEvent, createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

describe('GET /api/Leaderboard/Event/{eventId}.csv', () => {
  it('holds the same rows in the same order as the event board, with AU dates', async () => {
    const locationId = (await createLocation(db())).id;
    const eventId = (
      await createEvent(db(), { locationId: locationId, startTime: new Date('2025-06-14T22:00:00.000Z') })
    ).id;
    const ann = await t.createUser({ userName: 'ann' });
    const bob = await t.createUser({ userName: '=cmd' });
    const completed = new Date('2025-06-15T01:30:00.000Z');
    await createTime(db(), {
      userId: ann.id,
      locationId,
      eventId,
      duration: 65_430,
      timeCompleted: completed,
    });
    await createTime(db(), {
      userId: bob.id,
      locationId,
      eventId,
      duration: 61_000,
      timeCompleted: completed,
    });

    const response = await t.request({ method: 'GET', url: `/api/Leaderboard/Event/${eventId}.csv` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="event-${eventId}-results.csv"`,
    );
    const board = (await t.request({ method: 'GET', url: `/api/Leaderboard/Event/${eventId}` })).json();
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'Place,Competitor,Time,Start,Finish,Timed by,Witnessed',
      "1,'=cmd,1:01.00,15/6/2025 11:28 am AEST,15/6/2025 11:30 am AEST,referee,yes",
      '2,ann,1:05.43,15/6/2025 11:28 am AEST,15/6/2025 11:30 am AEST,referee,yes',
    ]);
    expect(lines.slice(1).map((line) => line.split(',')[1].replace(/^'/, ''))).toEqual(
      board.map((row: { user: { userName: string } }) => row.user.userName),
    );
  });

  it("gives the start and finish on the course's clocks", async () => {
    const perth = await createLocation(db(), { state: 'WA', timeZone: 'Australia/Perth' });
    const eventId = (
      await createEvent(db(), { locationId: perth.id, startTime: new Date('2025-06-14T22:00Z') })
    ).id;
    const ann = await t.createUser({ userName: 'ann' });
    const timeCompleted = new Date('2025-06-15T11:30:00.000Z');
    await createTime(db(), {
      userId: ann.id,
      locationId: perth.id,
      eventId,
      duration: 65_430,
      timeCompleted,
    });
    const response = await t.request({ method: 'GET', url: `/api/Leaderboard/Event/${eventId}.csv` });
    expect(response.body.split('\r\n')[1]).toBe(
      '1,ann,1:05.43,15/6/2025 7:28 pm AWST,15/6/2025 7:30 pm AWST,referee,yes',
    );
  });

  it('answers 404 for an unknown event and 400 naming eventId for a bad one', async () => {
    expect((await t.request({ method: 'GET', url: '/api/Leaderboard/Event/99999.csv' })).statusCode).toBe(
      404,
    );
    const bad = await t.request({ method: 'GET', url: '/api/Leaderboard/Event/x.csv' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['eventId']);
  });
});

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and disarms formula prefixes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('+61 400')).toBe("'+61 400");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell(-3)).toBe('-3');
  });
});
