import { slugify } from '../../../shared/format';
import { instantOf, wallClock } from '../../../shared/time-zone';
import type { Tx } from '../../db/client';
import { eventReferees, events } from '../../db/schema/index';
import { sanitizeRichText } from '../../lib/rich-text';
import { demoTimeZone, type LocationIds, type LocationKey } from './locations';
import type { DemoPeople } from './people';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** `hours` after midnight on the course's clocks, on the day `days` from now (hours may be fractional). */
export function courseTime(now: Date, location: LocationKey, days: number, hours: number): Date {
  const zone = demoTimeZone(location);
  const today = wallClock(zone, now);
  const midnight = instantOf(zone, {
    year: today.year,
    month: today.month,
    day: today.day + days,
    hour: 0,
    minute: 0,
  });
  return new Date(midnight.getTime() + hours * HOUR_MS);
}

type EventWhen = 'past' | 'current' | 'upcoming';

interface PlannedEvent {
  name: string;
  path: string;
  location: LocationKey;
  when: EventWhen;
  startTime: Date;
  endTime: Date;
  content: string;
  /** Whether the second referee also officiates (the demo referee is on every event). */
  withSecondReferee: boolean;
  /** How it is scored (a time trial when absent; src/shared/event-format.ts). */
  scoring?: { format: 'obstacles' } | { format: 'penalty'; penaltySeconds: number };
}

interface DemoEvent extends PlannedEvent {
  id: number;
  locationId: number;
}

const details = (intro: string, bring: string[], closing: string) =>
  `<p>${intro}</p><p><strong>What to bring</strong></p><ul>${bring.map((item) => `<li>${item}</li>`).join('')}</ul><p>${closing}</p>`;

/** Two past events (with official results), one running now and two coming up, all relative to `now`. */
export function planEvents(now: Date): PlannedEvent[] {
  const fiveMinutes = 5 * 60_000;
  const roundedNow = Math.floor(now.getTime() / fiveMinutes) * fiveMinutes;
  const plan: Omit<PlannedEvent, 'path'>[] = [
    {
      name: 'Bondi Beach Challenge',
      location: 'bondi',
      when: 'past',
      startTime: courseTime(now, 'bondi', -70, 8),
      endTime: courseTime(now, 'bondi', -70, 15),
      withSecondReferee: true,
      content: details(
        'Our flagship beachside event: six obstacles, ocean views and a crowd on the promenade. Heats run every ten minutes from 8 am.',
        [
          'Water and sunscreen',
          'Closed shoes with good grip',
          'Your CourseClock user name for the results board',
        ],
        'Prizes for the fastest three in each age group, presented at 2:30 pm by the surf club.',
      ),
    },
    {
      name: 'Albert Park Sprint Series',
      location: 'albertPark',
      when: 'past',
      startTime: courseTime(now, 'albertPark', -21, 9),
      endTime: courseTime(now, 'albertPark', -21, 14),
      withSecondReferee: true,
      content: details(
        'Round one of the Melbourne sprint series around the lake. Two timed runs each; your best one counts.',
        ['Layers: the lake breeze is cold first thing', 'Gloves for the rope climb are allowed'],
        'Series points carry over to the next round.',
      ),
    },
    {
      name: 'South Bank Open',
      location: 'southBank',
      when: 'current',
      startTime: new Date(roundedNow - HOUR_MS),
      endTime: new Date(roundedNow + DAY_MS),
      withSecondReferee: false,
      content: details(
        "Brisbane's longest course, open to everyone. Referees are on the course all day: find one in a green shirt to record an official time.",
        [
          'A hat and water: there is little shade past the wall jump',
          'Your phone, to check the live leaderboard',
        ],
        'Official times appear on the event leaderboard as soon as they are recorded.',
      ),
    },
    {
      name: 'Glenelg Foreshore Dash',
      location: 'glenelg',
      when: 'upcoming',
      startTime: courseTime(now, 'glenelg', 30, 8),
      endTime: courseTime(now, 'glenelg', 30, 13),
      withSecondReferee: false,
      scoring: { format: 'penalty', penaltySeconds: 30 },
      content: details(
        'A fast, flat course on the sand: perfect for a first competition. Juniors run from 8 am, open heats from 10 am. Every obstacle counts: each one you fail adds 30 seconds to your time.',
        ['Bare feet or sand socks', 'A towel and a change of clothes'],
        'Entry is free for CourseClock members. Subscribe to Glenelg Foreshore for SMS updates on the day.',
      ),
    },
    {
      name: 'Bondi Twilight Run',
      location: 'bondi',
      when: 'upcoming',
      startTime: courseTime(now, 'bondi', 45, 16),
      endTime: courseTime(now, 'bondi', 45, 20),
      withSecondReferee: true,
      scoring: { format: 'obstacles' },
      content: details(
        'The Bondi course under lights, ninja rules: go as far as you can, and the furthest obstacle wins. Runs start at 4 pm and go until the last heat at 7:30 pm.',
        ['A head torch is handy for the walk back', 'Warm clothes for after your run'],
        'Food trucks on the promenade from 5 pm.',
      ),
    },
  ];
  return plan.map((event) => ({ ...event, path: slugify(event.name) }));
}

export async function insertEvents(
  tx: Tx,
  plan: PlannedEvent[],
  locationIds: LocationIds,
  people: DemoPeople,
): Promise<DemoEvent[]> {
  const rows = await tx
    .insert(events)
    .values(
      plan.map(({ name, path, content, location, startTime, endTime, scoring }) => ({
        name,
        path,
        content: sanitizeRichText(content),
        locationId: locationIds[location],
        startTime,
        endTime,
        ...scoring,
      })),
    )
    .returning({ id: events.id, path: events.path });
  const idOf = new Map(rows.map((row) => [row.path, row.id]));
  const seeded = plan.map((event) => ({
    ...event,
    id: idOf.get(event.path) as number,
    locationId: locationIds[event.location],
  }));
  await tx
    .insert(eventReferees)
    .values(
      seeded.flatMap((event) => [
        { eventId: event.id, userId: people.refereeId },
        ...(event.withSecondReferee ? [{ eventId: event.id, userId: people.secondRefereeId }] : []),
      ]),
    );
  return seeded;
}
