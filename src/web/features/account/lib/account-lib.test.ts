import { describe, expect, it } from 'vitest';
import type { MyResults, OwnRun } from '../../../../shared/schemas/leaderboard';
import { asksNewEmail, bodyOf, formValuesOf, hasChanges } from './changes';
import { atLocation, chartPoints, locationsOf, pageOf, trendOf, trendText, withoutTime } from './results';
import { isSubscribed, withSubscription } from './subscriptions';
import { myAccount } from './test-data';

const bondi = { id: 1, name: 'Bondi', path: 'bondi' };
const manly = { id: 2, name: 'Manly', path: 'manly' };

function row(id: number, location = bondi, overrides: Partial<OwnRun> = {}): OwnRun {
  return {
    id,
    user: { userName: 'sam', current: { url: null } },
    duration: 60_000 + id * 1_000,
    tsDuration: `1:0${id}.00`,
    timeStarted: `2025-03-0${id}T00:00:00Z`,
    timeCompleted: `2025-03-0${id}T00:01:00Z`,
    officialTime: false,
    timingMethod: 'manual',
    witnessed: false,
    location,
    standing: 1,
    obstaclesCleared: null,
    penaltyMs: 0,
    rankedMs: 60_000 + id * 1_000,
    removedReason: null,
    photos: null,
    obstacles: [],
    ...overrides,
  };
}

const account = myAccount({ lastName: null, userName: 'sam', displayName: 'sam', smsNotifications: false });

describe('hasChanges (SPEC: the update is sent only if something changed)', () => {
  const unchanged = bodyOf(formValuesOf(account));

  it('sees nothing in the form as loaded, nor in spaces or another spelling of the same phone', () => {
    expect(unchanged).toMatchObject({ lastName: '', dateOfBirth: null, phoneNumber: '+61412345678' });
    expect(hasChanges(unchanged, account)).toBe(false);
    expect(hasChanges({ ...unchanged, firstName: ' Sam ', phoneNumber: '0412 345 678' }, account)).toBe(
      false,
    );
  });

  it('sees each field changed', () => {
    const changed: Partial<typeof unchanged>[] = [
      { firstName: 'Samantha' },
      { lastName: 'Lee' },
      { userName: 'samlee' },
      { email: 'Sam@example.com' },
      { phoneNumber: '0412345679' },
      { emailNotifications: false },
      { smsNotifications: true },
      { dateOfBirth: '1990-01-31' },
    ];
    for (const change of changed)
      expect(hasChanges({ ...unchanged, ...change }, account), JSON.stringify(change)).toBe(true);
  });

  it('sends a blank date of birth as null (cleared)', () => {
    const values = formValuesOf({ ...account, dateOfBirth: '1990-01-31' });
    expect(values.dateOfBirth).toBe('1990-01-31');
    const body = bodyOf({ ...values, dateOfBirth: ' ' });
    expect(body.dateOfBirth).toBeNull();
    expect(hasChanges(body, { ...account, dateOfBirth: '1990-01-31' })).toBe(true);
  });
});

describe('a new e-mail waiting for confirmation', () => {
  const waiting = { ...account, pendingEmail: 'new@example.net' };

  it('shows the waiting address in the form, so saving other details keeps it waiting', () => {
    const values = formValuesOf(waiting);
    expect(values.email).toBe('new@example.net');
    expect(hasChanges(bodyOf(values), waiting)).toBe(false);
    expect(hasChanges(bodyOf({ ...values, email: 'sam@example.com' }), waiting)).toBe(true);
  });

  it('asks for the password only for an address that is neither the account’s nor the waiting one', () => {
    expect(asksNewEmail(' SAM@example.com ', account)).toBe(false);
    expect(asksNewEmail('other@example.net', account)).toBe(true);
    expect(asksNewEmail('New@Example.net', waiting)).toBe(false);
    expect(asksNewEmail('sam@example.com', waiting)).toBe(false);
    expect(asksNewEmail('third@example.net', waiting)).toBe(true);
  });

  it('sends the current password only when typed', () => {
    const values = formValuesOf(account);
    expect(bodyOf(values)).not.toHaveProperty('currentPassword');
    expect(bodyOf({ ...values, currentPassword: 'Secret1' }).currentPassword).toBe('Secret1');
  });
});

describe('withSubscription', () => {
  it('adds in name order, removes, and never lists a location twice', () => {
    const one = withSubscription([], manly, true);
    const two = withSubscription(one, bondi, true);
    expect(two.map((l) => l.name)).toEqual(['Bondi', 'Manly']);
    expect(withSubscription(two, bondi, true)).toHaveLength(2);
    expect(withSubscription(two, manly, false)).toEqual([bondi]);
    expect(isSubscribed(two, 2)).toBe(true);
    expect(isSubscribed(undefined, 2)).toBe(false);
  });
});

describe('my results helpers', () => {
  const results: MyResults = {
    count: 3,
    totalOfficial: 1,
    totalUnofficial: 2,
    time: row(3),
    faster: true,
    diffPercent: 4.35,
    official: [row(3, bondi, { officialTime: true, timingMethod: 'referee' })],
    unofficial: [row(2, manly), row(1)],
  };

  it('drops a deleted time from its list and the counts', () => {
    const after = withoutTime(results, 2);
    expect(after.unofficial.map((r) => r.id)).toEqual([1]);
    expect([after.count, after.totalOfficial, after.totalUnofficial]).toEqual([2, 1, 1]);
    expect(withoutTime(results, 99)).toEqual(results);
  });

  it('says faster, slower, the same, or a first time', () => {
    expect(trendText(trendOf(results), 'Bondi')).toBe('4.35% faster than your best before it.');
    expect(trendText(trendOf({ faster: false, diffPercent: -12.5 }), 'Bondi')).toBe(
      '12.5% slower than your best before it.',
    );
    expect(trendOf({ faster: false, diffPercent: 0 })).toEqual({ kind: 'same' });
    expect(trendText(trendOf({ faster: null, diffPercent: null }), 'Bondi')).toBe(
      'Your first time at Bondi.',
    );
  });

  it('cuts a list into pages, keeping the page asked for within the pages there are', () => {
    const rows = Array.from({ length: 23 }, (_, index) => index + 1);
    expect(pageOf(rows, 1, 10)).toEqual({ rows: rows.slice(0, 10), page: 1, pages: 3, first: 1, last: 10 });
    expect(pageOf(rows, 3, 10)).toEqual({ rows: [21, 22, 23], page: 3, pages: 3, first: 21, last: 23 });
    // A deletion emptied page 3: page 2 shows.
    expect(pageOf(rows.slice(0, 20), 3, 10)).toMatchObject({ page: 2, pages: 2, first: 11, last: 20 });
    expect(pageOf([], 2, 10)).toEqual({ rows: [], page: 1, pages: 1, first: 1, last: 0 });
  });

  it('lists the locations, filters by one, and charts oldest first in seconds', () => {
    const rows = [...results.official, ...results.unofficial];
    expect(locationsOf(rows)).toEqual([bondi, manly]);
    expect(atLocation(rows, 1).map((r) => r.id)).toEqual([3, 1]);
    expect(atLocation(rows, null)).toHaveLength(3);
    const points = chartPoints(atLocation(rows, 1), (iso) => iso.slice(0, 10));
    expect(points).toEqual([
      { date: '2025-03-01', seconds: 61, time: '1:01.00', official: false },
      { date: '2025-03-03', seconds: 63, time: '1:03.00', official: true },
    ]);
  });
});

describe('photo crop helpers', () => {
  it('rotates by 90° each press and nudges the photo with arrow keys within the picture', async () => {
    const { nudged, rotatedRight } = await import('./photo');
    expect([0, 90, 180, 270].map(rotatedRight)).toEqual([90, 180, 270, 0]);
    expect(nudged({ x: 0.5, y: 0.5 }, 'ArrowLeft')).toEqual({ x: 0.52, y: 0.5 });
    expect(nudged({ x: 0.5, y: 0.5 }, 'ArrowDown')).toEqual({ x: 0.5, y: 0.48 });
    expect(nudged({ x: 0.01, y: 0.5 }, 'ArrowRight')).toEqual({ x: 0, y: 0.5 });
    expect(nudged({ x: 0.5, y: 0.5 }, 'Enter')).toBeNull();
  });
});
