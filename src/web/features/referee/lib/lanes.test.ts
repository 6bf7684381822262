import { describe, expect, it } from 'vitest';
import type { Competitor } from '../../../../shared/schemas/referee';
import { memoryStorage } from '../../../lib/test-timing';
import {
  addLane,
  canAddLane,
  canRemoveLane,
  competitorLabel,
  emptyLane,
  eventLabel,
  laneName,
  lanesStorageKey,
  loadLanes,
  loadSelectedEvent,
  MAX_LANES,
  persistLanes,
  persistSelectedEvent,
  placeCompetitor,
  recordSaved,
  removeLane,
  setCompetitor,
} from './lanes';

const sam: Competitor = {
  id: 12,
  name: 'Sam Lee',
  userName: 'sam',
  maskedEmail: 's•••@example.com',
  maskedPhone: '04•• ••• 678',
};

describe('lanes', () => {
  it('adds lanes up to four and no more', () => {
    let lanes = [emptyLane('a')];
    for (const id of ['b', 'c', 'd', 'e']) lanes = addLane(lanes, id);
    expect(lanes.map((lane) => lane.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(lanes).toHaveLength(MAX_LANES);
    expect(canAddLane(lanes)).toBe(false);
    expect(canAddLane(lanes.slice(1))).toBe(true);
  });

  it('removes a lane only while its clock is idle, and never the last lane', () => {
    const two = addLane([emptyLane('a')], 'b');
    expect(canRemoveLane(two, 'idle')).toBe(true);
    expect(canRemoveLane(two, 'running')).toBe(false);
    expect(canRemoveLane(two, 'stopped')).toBe(false);
    expect(canRemoveLane([emptyLane('a')], 'idle')).toBe(false);
    expect(removeLane(two, 'a').map((lane) => lane.id)).toEqual(['b']);
    expect(removeLane([emptyLane('a')], 'a').map((lane) => lane.id)).toEqual(['a']);
  });

  it('sets and clears the competitor of one lane', () => {
    const lanes = setCompetitor(addLane([emptyLane('a')], 'b'), 'b', sam);
    expect(lanes.map((lane) => lane.competitor?.userName ?? null)).toEqual([null, 'sam']);
    expect(setCompetitor(lanes, 'b', null)[1]?.competitor).toBeNull();
  });
});

describe('labels', () => {
  it('shows a competitor as userName (email) - phone, masked, then the name unless it is the user name', () => {
    expect(competitorLabel(sam)).toBe('sam (s•••@example.com) - 04•• ••• 678 · Sam Lee');
    expect(competitorLabel({ ...sam, maskedPhone: null })).toBe('sam (s•••@example.com) · Sam Lee');
    expect(competitorLabel({ ...sam, name: 'sam' })).toBe('sam (s•••@example.com) - 04•• ••• 678');
  });

  it('shows an event as event name at location name', () => {
    expect(eventLabel({ name: 'South Bank Open', location: { id: 1, name: 'South Bank', path: 'sb' } })).toBe(
      'South Bank Open at South Bank',
    );
  });
});

describe('stored lanes and event', () => {
  it("keeps each event's lanes (with their competitors) apart and reads them back", () => {
    const storage = memoryStorage();
    const lanes = setCompetitor(addLane([emptyLane('a')], 'b'), 'a', sam);
    persistLanes(storage, 5, lanes);
    expect(loadLanes(storage, 5, () => 'new')).toEqual(lanes);
    expect(loadLanes(storage, 6, () => 'new')).toEqual([emptyLane('new')]);
  });

  it('reads malformed or oversized storage as valid lanes only', () => {
    const storage = memoryStorage();
    storage.setItem(lanesStorageKey(5), '{not json');
    expect(loadLanes(storage, 5, () => 'n')).toEqual([emptyLane('n')]);
    storage.setItem(
      lanesStorageKey(5),
      JSON.stringify([
        { id: 'a', competitor: null },
        { id: 'a', competitor: sam },
        { id: '', competitor: null },
        { id: 'b', competitor: { id: '12' } },
        ...['c', 'd', 'e', 'f'].map((id) => ({ id, competitor: null })),
      ]),
    );
    expect(loadLanes(storage, 5, () => 'n').map((lane) => lane.id)).toEqual(['a', 'c', 'd']);
  });

  it('frees a lane that saved and keeps what it saved, across a reload; a malformed one is left out', () => {
    const storage = memoryStorage();
    const last = { runId: 'run-1', name: 'Sam Lee', durationMs: 7340 };
    const lanes = recordSaved(setCompetitor(addLane([emptyLane('a')], 'b'), 'a', sam), 'a', last);
    expect(lanes).toEqual([{ id: 'a', competitor: null, lastSaved: last }, emptyLane('b')]);
    persistLanes(storage, 5, lanes);
    expect(loadLanes(storage, 5, () => 'n')).toEqual(lanes);
    // The next competitor keeps the line until the lane's next save.
    expect(setCompetitor(lanes, 'a', sam)[0]).toEqual({ id: 'a', competitor: sam, lastSaved: last });
    storage.setItem(
      lanesStorageKey(5),
      JSON.stringify([{ id: 'a', competitor: sam, lastSaved: { runId: 'r', name: 'x', durationMs: '7' } }]),
    );
    expect(loadLanes(storage, 5, () => 'n')).toEqual([{ id: 'a', competitor: sam }]);
  });

  it('masks a competitor an earlier screen stored whole, keeping the lane, and stores it masked', () => {
    const storage = memoryStorage();
    const whole = { id: 12, userName: 'sam', email: 'sam@example.com', phoneNumber: '+61412345678' };
    storage.setItem(lanesStorageKey(5), JSON.stringify([{ id: 'a', competitor: whole }]));
    const lanes = loadLanes(storage, 5, () => 'n');
    expect(lanes).toEqual([{ id: 'a', competitor: { ...sam, name: 'sam' } }]);
    persistLanes(storage, 5, lanes);
    expect(storage.values.get(lanesStorageKey(5))).not.toContain('sam@example.com');
    expect(storage.values.get(lanesStorageKey(5))).not.toContain('412345678');
  });

  it('remembers the chosen event (lib/event-choice.ts decides what opens)', () => {
    const storage = memoryStorage();
    expect(loadSelectedEvent(storage)).toBeNull();
    persistSelectedEvent(storage, 7);
    expect(loadSelectedEvent(storage)).toBe(7);
    persistSelectedEvent(storage, null);
    expect(loadSelectedEvent(storage)).toBeNull();
  });
});

describe('lane headings and a member just added', () => {
  it('names a competitor by display name and user name, never contact details', () => {
    expect(laneName(sam)).toBe('Sam Lee (sam)');
    expect(laneName({ name: 'sam', userName: 'sam' })).toBe('sam');
  });

  const jo: Competitor = {
    id: 40,
    name: 'Jo Newcomer',
    userName: 'jo',
    maskedEmail: 'j•••@x.com',
    maskedPhone: null,
  };
  const idle = () => true;

  it('places the new member in the lane the search was in while it is free', () => {
    const lanes = [emptyLane('a'), emptyLane('b')];
    expect(placeCompetitor(lanes, 'b', jo, 'new', idle).map((lane) => lane.competitor?.id ?? null)).toEqual([
      null,
      40,
    ]);
  });

  it('else in the first free, idle lane, else a new lane while there is room; never twice', () => {
    const lanes = [{ id: 'a', competitor: sam }, emptyLane('b'), emptyLane('c')];
    const busyB = (id: string) => id !== 'b';
    expect(placeCompetitor(lanes, 'a', jo, 'new', busyB).map((lane) => lane.competitor?.id ?? null)).toEqual([
      12,
      null,
      40,
    ]);
    const full = [{ id: 'a', competitor: sam }];
    expect(placeCompetitor(full, 'gone', jo, 'new', idle)).toEqual([...full, { id: 'new', competitor: jo }]);
    const placed = placeCompetitor(full, 'gone', jo, 'new', idle);
    expect(placeCompetitor(placed, null, jo, 'newer', idle)).toEqual(placed);
    const four = ['a', 'b', 'c', 'd'].map((id) => ({ id, competitor: sam }));
    expect(placeCompetitor(four, 'a', jo, 'new', idle)).toEqual(four);
  });
});
