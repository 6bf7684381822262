import { describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits';
import type { Actor } from '../lib/actor';
import { isWithinRefereeWindow, timePolicy } from './time';

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
const schedule = { startTime: new Date('2025-06-15T09:00:00Z'), endTime: new Date('2025-06-15T14:00:00Z') };
const refereedByReferee = { ...schedule, refereeIds: [3] };
const refereedBySomeoneElse = { ...schedule, refereeIds: [99] };
/** During the event. */
const during = new Date('2025-06-15T12:00:00Z');
const lastMoment = new Date(schedule.endTime.getTime() + limits.refereeWindowAfterMs);
const afterWindow = new Date(lastMoment.getTime() + 1);
const firstMoment = new Date(schedule.startTime.getTime() - limits.refereeWindowBeforeMs);
const beforeWindow = new Date(firstMoment.getTime() - 1);

describe('isWithinRefereeWindow', () => {
  it('runs from an hour before the start to a day after the end, both ends included', () => {
    expect(isWithinRefereeWindow(schedule, beforeWindow)).toBe(false);
    expect(isWithinRefereeWindow(schedule, firstMoment)).toBe(true);
    expect(isWithinRefereeWindow(schedule, during)).toBe(true);
    expect(isWithinRefereeWindow(schedule, lastMoment)).toBe(true);
    expect(isWithinRefereeWindow(schedule, afterWindow)).toBe(false);
  });
});

describe('timePolicy.mayDelete', () => {
  it('lets a member delete their own casual time only', () => {
    expect(timePolicy.mayDelete(member, casualOfMember, null, during)).toBe(true);
    expect(timePolicy.mayDelete(otherMember, casualOfMember, null, during)).toBe(false);
  });

  it('never lets a member delete an official time, even their own', () => {
    expect(timePolicy.mayDelete(member, officialAtEvent, refereedByReferee, during)).toBe(false);
  });

  it('lets a referee delete official times of their own events only', () => {
    expect(timePolicy.mayDelete(referee, officialAtEvent, refereedByReferee, during)).toBe(true);
    expect(timePolicy.mayDelete(referee, officialAtEvent, refereedBySomeoneElse, during)).toBe(false);
    expect(timePolicy.mayDelete(referee, casualOfMember, null, during)).toBe(false);
  });

  it("lets a referee delete only inside the event's recording window", () => {
    expect(timePolicy.mayDelete(referee, officialAtEvent, refereedByReferee, firstMoment)).toBe(true);
    expect(timePolicy.mayDelete(referee, officialAtEvent, refereedByReferee, lastMoment)).toBe(true);
    expect(timePolicy.mayDelete(referee, officialAtEvent, refereedByReferee, afterWindow)).toBe(false);
    expect(timePolicy.mayDelete(referee, officialAtEvent, refereedByReferee, beforeWindow)).toBe(false);
  });

  it('lets an admin delete any time, at any time', () => {
    expect(timePolicy.mayDelete(admin, casualOfMember, null, during)).toBe(true);
    expect(timePolicy.mayDelete(admin, officialAtEvent, refereedBySomeoneElse, during)).toBe(true);
    expect(timePolicy.mayDelete(admin, officialAtEvent, refereedBySomeoneElse, afterWindow)).toBe(true);
  });

  it("leaves a member's own casual times to them whenever", () => {
    expect(timePolicy.mayDelete(member, casualOfMember, null, afterWindow)).toBe(true);
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

describe('timePolicy.mayDeleteEventTimes', () => {
  it("opens an event's times to its referees inside the window only, and to admins always", () => {
    expect(timePolicy.mayDeleteEventTimes(referee, refereedByReferee, beforeWindow)).toBe(false);
    expect(timePolicy.mayDeleteEventTimes(referee, refereedByReferee, firstMoment)).toBe(true);
    expect(timePolicy.mayDeleteEventTimes(referee, refereedByReferee, during)).toBe(true);
    expect(timePolicy.mayDeleteEventTimes(referee, refereedByReferee, lastMoment)).toBe(true);
    expect(timePolicy.mayDeleteEventTimes(referee, refereedByReferee, afterWindow)).toBe(false);
    expect(timePolicy.mayDeleteEventTimes(referee, refereedBySomeoneElse, during)).toBe(false);
    expect(timePolicy.mayDeleteEventTimes(member, refereedByReferee, during)).toBe(false);
    expect(timePolicy.mayDeleteEventTimes(admin, refereedBySomeoneElse, afterWindow)).toBe(true);
  });

  it('agrees with mayDelete for every official time of the event', () => {
    for (const now of [beforeWindow, firstMoment, during, lastMoment, afterWindow]) {
      for (const who of [member, referee, admin]) {
        for (const event of [refereedByReferee, refereedBySomeoneElse]) {
          expect(timePolicy.mayDelete(who, officialAtEvent, event, now)).toBe(
            timePolicy.mayDeleteEventTimes(who, event, now),
          );
        }
      }
    }
  });
});

describe('timePolicy.mayRestore', () => {
  it('puts back what the actor may delete now, nothing else', () => {
    expect(timePolicy.mayRestore(referee, officialAtEvent, refereedByReferee, during)).toBe(true);
    expect(timePolicy.mayRestore(referee, officialAtEvent, refereedByReferee, afterWindow)).toBe(false);
    expect(timePolicy.mayRestore(referee, officialAtEvent, refereedBySomeoneElse, during)).toBe(false);
    expect(timePolicy.mayRestore(referee, casualOfMember, null, during)).toBe(false);
    expect(timePolicy.mayRestore(admin, officialAtEvent, refereedBySomeoneElse, afterWindow)).toBe(true);
  });
});
