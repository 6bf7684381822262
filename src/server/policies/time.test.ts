import { describe, expect, it } from 'vitest';
import type { Actor } from '../lib/actor';
import { timePolicy } from './time';

const actor = (id: number, roles: { isAdmin?: boolean; isReferee?: boolean } = {}): Actor => ({
  id,
  userName: `user${id}`,
  email: `user${id}@example.com`,
  roles: [],
  isAdmin: roles.isAdmin ?? false,
  isReferee: roles.isReferee ?? false,
});

const member = actor(1);
const otherMember = actor(2);
const referee = actor(3, { isReferee: true });
const admin = actor(4, { isAdmin: true });
const casualOfMember = { userId: 1, official: false, eventId: null };
const officialAtEvent = { userId: 1, official: true, eventId: 10 };
const refereedByReferee = { refereeIds: [3] };
const refereedBySomeoneElse = { refereeIds: [99] };

describe('timePolicy.mayDelete', () => {
  it('lets a member delete their own casual time only', () => {
    expect(timePolicy.mayDelete(member, casualOfMember, null)).toBe(true);
    expect(timePolicy.mayDelete(otherMember, casualOfMember, null)).toBe(false);
  });

  it('never lets a member delete an official time, even their own', () => {
    expect(timePolicy.mayDelete(member, officialAtEvent, refereedByReferee)).toBe(false);
  });

  it('lets a referee delete official times of their own events only', () => {
    expect(timePolicy.mayDelete(referee, officialAtEvent, refereedByReferee)).toBe(true);
    expect(timePolicy.mayDelete(referee, officialAtEvent, refereedBySomeoneElse)).toBe(false);
    expect(timePolicy.mayDelete(referee, casualOfMember, null)).toBe(false);
  });

  it('lets an admin delete any time', () => {
    expect(timePolicy.mayDelete(admin, casualOfMember, null)).toBe(true);
    expect(timePolicy.mayDelete(admin, officialAtEvent, refereedBySomeoneElse)).toBe(true);
  });
});

describe('timePolicy.mayRecordOfficial', () => {
  it('lets an assigned referee or any admin record, nobody else', () => {
    expect(timePolicy.mayRecordOfficial(referee, refereedByReferee)).toBe(true);
    expect(timePolicy.mayRecordOfficial(referee, refereedBySomeoneElse)).toBe(false);
    expect(timePolicy.mayRecordOfficial(admin, refereedBySomeoneElse)).toBe(true);
    expect(timePolicy.mayRecordOfficial(member, refereedByReferee)).toBe(false);
  });
});

describe('timePolicy.mayListRecorded', () => {
  it("shows an event's recorded times to its referees and to admins only", () => {
    expect(timePolicy.mayListRecorded(referee, refereedByReferee)).toBe(true);
    expect(timePolicy.mayListRecorded(referee, refereedBySomeoneElse)).toBe(false);
    expect(timePolicy.mayListRecorded(member, refereedByReferee)).toBe(false);
    expect(timePolicy.mayListRecorded(admin, refereedBySomeoneElse)).toBe(true);
  });
});
