import { maskEmail, maskPhone } from '../../../../shared/contact-mask';
import type { Event } from '../../../../shared/schemas/event';
import type { Competitor } from '../../../../shared/schemas/referee';
import type { StopwatchStatus } from '../../../lib/timing/stopwatch';
import { type LastSaved, lastSavedFrom } from './last-saved';

/**
 * Record Times' lanes (beyond SPEC): for staggered starts a referee times up to four competitors at
 * once, each lane with its own competitor and its own stopwatch. Pure functions; the page keeps the
 * lanes of each event in browser storage so a reload keeps competitors and running clocks together.
 */
export const MAX_LANES = 4;

/** A lane: its competitor (null: free), and what it last saved (shown until its next save). */
export type Lane = { id: string; competitor: Competitor | null; lastSaved?: LastSaved };

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function emptyLane(id: string): Lane {
  return { id, competitor: null };
}

export function canAddLane(lanes: readonly Lane[]): boolean {
  return lanes.length < MAX_LANES;
}

export function addLane(lanes: readonly Lane[], id: string): Lane[] {
  return canAddLane(lanes) ? [...lanes, emptyLane(id)] : [...lanes];
}

/** A lane goes only while its clock is idle (no run going, no stopped time unsaved), never the last one. */
export function canRemoveLane(lanes: readonly Lane[], status: StopwatchStatus): boolean {
  return lanes.length > 1 && status === 'idle';
}

export function removeLane(lanes: readonly Lane[], id: string): Lane[] {
  return lanes.length > 1 ? lanes.filter((lane) => lane.id !== id) : [...lanes];
}

export function setCompetitor(lanes: readonly Lane[], id: string, competitor: Competitor | null): Lane[] {
  return lanes.map((lane) => (lane.id === id ? { ...lane, competitor } : lane));
}

/** A save went in (or waits on the phone): the lane is free for its next competitor and says so. */
export function recordSaved(lanes: readonly Lane[], id: string, lastSaved: LastSaved): Lane[] {
  return lanes.map((lane) => (lane.id === id ? { ...lane, competitor: null, lastSaved } : lane));
}

/**
 * docs/spec.md §2: a competitor option reads `userName (email) - phone` (no phone: without the dash),
 * here with the contact details masked and the name after it when it is not just the user name:
 * 'SamRuns (s•••@bondi.example) - 04•• ••• 678 · Samantha Lee'.
 */
export function competitorLabel(competitor: Competitor): string {
  const named = `${competitor.userName} (${competitor.maskedEmail})`;
  const reached = competitor.maskedPhone ? `${named} - ${competitor.maskedPhone}` : named;
  return competitor.name === competitor.userName ? reached : `${reached} · ${competitor.name}`;
}

/**
 * A lane's heading, and whose time a save or a toast names: the display name and the user name,
 * never contact details ('Samantha Lee (SamRuns)'; just 'SamRuns' when the name is the user name).
 */
export function laneName(competitor: Pick<Competitor, 'name' | 'userName'>): string {
  return competitor.name === competitor.userName
    ? competitor.userName
    : `${competitor.name} (${competitor.userName})`;
}

/**
 * Puts a competitor just added (Add User, reached from a lane's search) into the lane the search was
 * in while that lane still has nobody; else into the first lane with nobody whose clock is idle; else
 * into a new lane while there is room. Lanes that already have a competitor are never changed, and a
 * competitor already in a lane is not placed twice.
 */
export function placeCompetitor(
  lanes: readonly Lane[],
  laneId: string | null,
  competitor: Competitor,
  newId: string,
  isIdle: (laneId: string) => boolean,
): Lane[] {
  if (lanes.some((lane) => lane.competitor?.id === competitor.id)) return [...lanes];
  const wanted = lanes.find((lane) => lane.id === laneId && lane.competitor === null);
  const free = wanted ?? lanes.find((lane) => lane.competitor === null && isIdle(lane.id));
  if (free) return setCompetitor(lanes, free.id, competitor);
  if (!canAddLane(lanes)) return [...lanes];
  return [...lanes, { id: newId, competitor }];
}

/** docs/spec.md §2: an event is shown as "event name at location name". */
export function eventLabel(event: Pick<Event, 'name' | 'location'>): string {
  return `${event.name} at ${event.location.name}`;
}

export const lanesStorageKey = (eventId: number) => `courseclock.referee.lanes.${eventId}`;
export const laneStopwatchKey = (eventId: number, laneId: string) =>
  `courseclock.referee.stopwatch.${eventId}.${laneId}`;
const SELECTED_EVENT_KEY = 'courseclock.referee.event';

function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * A stored competitor, or null when malformed. Screens before masking kept the whole e-mail and phone
 * ({ email, phoneNumber }): such a lane keeps its competitor (its clock may be running), masked here,
 * and the next write of the lanes stores it masked.
 */
function competitorFrom(value: unknown): Competitor | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'number' || typeof v.userName !== 'string') return null;
  const { id, userName } = v;
  if (typeof v.name === 'string' && typeof v.maskedEmail === 'string' && isTextOrNull(v.maskedPhone))
    return {
      id,
      name: v.name,
      userName,
      maskedEmail: v.maskedEmail,
      maskedPhone: v.maskedPhone as string | null,
    };
  if (typeof v.email === 'string' && isTextOrNull(v.phoneNumber))
    return {
      id,
      name: userName,
      userName,
      maskedEmail: maskEmail(v.email),
      maskedPhone: maskPhone(v.phoneNumber as string | null),
    };
  return null;
}

/**
 * A stored lane, or null when malformed (a malformed competitor makes the whole lane so; a malformed
 * last save is only left out).
 */
function laneFrom(value: unknown): Lane | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, competitor, lastSaved } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '') return null;
  const read = competitor === null ? null : competitorFrom(competitor);
  if (competitor !== null && read === null) return null;
  const last = lastSavedFrom(lastSaved);
  return last ? { id, competitor: read, lastSaved: last } : { id, competitor: read };
}

/** An event's stored lanes; anything malformed (or nothing) is one empty lane. */
export function loadLanes(storage: KeyValueStorage, eventId: number, newId: () => string): Lane[] {
  const stored = readJson(storage, lanesStorageKey(eventId));
  if (!Array.isArray(stored)) return [emptyLane(newId())];
  const lanes = stored
    .map(laneFrom)
    .filter((lane) => lane !== null)
    .slice(0, MAX_LANES);
  const unique = lanes.filter((lane, index) => lanes.findIndex((other) => other.id === lane.id) === index);
  return unique.length > 0 ? unique : [emptyLane(newId())];
}

export function persistLanes(storage: KeyValueStorage, eventId: number, lanes: readonly Lane[]): void {
  try {
    storage.setItem(lanesStorageKey(eventId), JSON.stringify(lanes));
  } catch {
    // Private mode or a full quota: the lanes still work, they just won't survive a reload.
  }
}

export function loadSelectedEvent(storage: KeyValueStorage): number | null {
  const stored = readJson(storage, SELECTED_EVENT_KEY);
  return typeof stored === 'number' && Number.isInteger(stored) && stored > 0 ? stored : null;
}

export function persistSelectedEvent(storage: KeyValueStorage, eventId: number | null): void {
  try {
    if (eventId === null) storage.removeItem(SELECTED_EVENT_KEY);
    else storage.setItem(SELECTED_EVENT_KEY, JSON.stringify(eventId));
  } catch {
    // As above: the choice is simply not remembered.
  }
}
