import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createEvent, createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';

const NOW = new Date('2025-06-01T00:00:00Z');
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

const feed = () => t.request({ method: 'GET', url: '/api/Event/calendar.ics' });

interface FeedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string | null;
  url: string;
  start: Date;
  end: Date | null;
  stamp: Date;
}

function parse(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  // The feed's own VTIMEZONEs, so ical.js reads each TZID time with the zone the feed wrote.
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const end = vevent.getFirstPropertyValue('dtend');
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description ?? null,
      url: String(vevent.getFirstPropertyValue('url')),
      start: event.startDate.toJSDate(),
      end: end ? (end as ICAL.Time).toJSDate() : null,
      stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate(),
    };
  });
}

async function addEvents() {
  const bondi = await createLocation(db(), {
    name: 'Bondi, North',
    streetNumber: '12',
    streetAddress: 'Beach Rd; Promenade',
    city: 'Bondi',
    state: 'NSW',
  });
  const manly = await createLocation(db(), { name: 'Manly' });
  const past = await createEvent(db(), {
    name: 'Past Cup',
    locationId: bondi.id,
    startTime: at(-48),
    endTime: at(-40),
  });
  const running = await createEvent(db(), {
    name: 'Running Now',
    locationId: manly.id,
    startTime: at(-2),
    endTime: at(3),
  });
  const tricky = await createEvent(db(), {
    name: 'Winter Open, heats; finals \\ prizes — 🏃 a very long name that must be folded across several lines of the feed',
    path: 'winter open',
    content:
      '<h2>Race day</h2><p>Bring water, a hat; and sunscreen.</p><script>alert(1)</script>' +
      '<ul><li>Heats at 9</li><li>Finals at 2</li></ul>',
    locationId: bondi.id,
    startTime: at(24),
    endTime: at(30),
  });
  const instant = await createEvent(db(), {
    name: 'Quick Check',
    locationId: manly.id,
    startTime: at(48),
    endTime: at(48),
  });
  return { bondi, manly, past, running, tricky, instant };
}

describe('GET /api/Event/calendar.ics', () => {
  it('is a public text/calendar feed with CRLF lines of at most 75 octets', async () => {
    await addEvents();
    const response = await feed();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(response.body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of response.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('parses with ical.js and holds every upcoming and current event, and no past one', async () => {
    const { bondi, running, tricky, instant } = await addEvents();
    const events = parse((await feed()).body);
    expect(events.map((event) => event.uid)).toEqual([
      `event-${running.id}@courseclock`,
      `event-${tricky.id}@courseclock`,
      `event-${instant.id}@courseclock`,
    ]);
    const [now, winter, quick] = events;
    expect(now).toMatchObject({ summary: 'Running Now', start: at(-2), end: at(3), stamp: NOW });
    expect(now.location).toBe('Manly, 1 Beach Rd, Bondi NSW');
    expect(winter).toMatchObject({
      summary: tricky.name,
      location: `${bondi.name}, 12 Beach Rd; Promenade, Bondi NSW`,
      url: 'http://courseclock.test/Events/View/winter%20open',
      start: at(24),
      end: at(30),
    });
    expect(winter.description).toBe(
      'Race day\nBring water, a hat; and sunscreen.\n\n• Heats at 9\n• Finals at 2',
    );
    expect(quick).toMatchObject({ start: at(48), end: null, description: null });
  });

  it('keeps each UID across calls and moves the events with the clock', async () => {
    const { running, tricky } = await addEvents();
    const first = parse((await feed()).body).map((event) => event.uid);
    expect(parse((await feed()).body).map((event) => event.uid)).toEqual(first);
    t.setNow(at(31));
    const later = parse((await feed()).body);
    expect(later.map((event) => event.uid)).not.toContain(`event-${running.id}@courseclock`);
    expect(later.map((event) => event.uid)).not.toContain(`event-${tricky.id}@courseclock`);
    expect(later).toHaveLength(1);
  });

  it('is an empty calendar when no event is coming', async () => {
    const response = await feed();
    expect(response.statusCode).toBe(200);
    expect(parse(response.body)).toEqual([]);
  });

  it('writes each event on its course’s clocks with a TZID its VTIMEZONE defines, across summer-time changes', async () => {
    const perth = await createLocation(db(), {
      name: 'Kings Park',
      state: 'WA',
      timeZone: 'Australia/Perth',
    });
    const adelaide = await createLocation(db(), {
      name: 'Glenelg',
      state: 'SA',
      timeZone: 'Australia/Adelaide',
    });
    const sydney = await createLocation(db(), { name: 'Bondi' });
    // 7 pm in Perth on 5 June 2025; 1 am to 4 am in Adelaide across the April 2026 change; Sydney in October.
    await createEvent(db(), {
      name: 'Perth Night',
      locationId: perth.id,
      startTime: new Date('2025-06-05T11:00:00Z'),
      endTime: new Date('2025-06-05T14:00:00Z'),
    });
    await createEvent(db(), {
      name: 'Adelaide Overnight',
      locationId: adelaide.id,
      startTime: new Date('2026-04-04T14:30:00Z'),
      endTime: new Date('2026-04-04T18:30:00Z'),
    });
    await createEvent(db(), {
      name: 'Sydney Spring',
      locationId: sydney.id,
      startTime: new Date('2025-10-04T15:00:00Z'),
      endTime: new Date('2025-10-04T17:00:00Z'),
    });
    const body = (await feed()).body.replaceAll('\r\n ', '');
    expect(body).toContain('DTSTART;TZID=Australia/Perth:20250605T190000\r\n');
    expect(body).toContain('DTEND;TZID=Australia/Perth:20250605T220000\r\n');
    expect(body).toContain('DTSTART;TZID=Australia/Adelaide:20260405T010000\r\n');
    expect(body).toContain('DTEND;TZID=Australia/Adelaide:20260405T040000\r\n');
    expect(body).toContain('DTSTART;TZID=Australia/Sydney:20251005T010000\r\n');
    expect(body).toContain('DTEND;TZID=Australia/Sydney:20251005T040000\r\n');
    expect(body.match(/BEGIN:VTIMEZONE/g)).toHaveLength(3);
    expect(body).toMatch(
      /TZID:Australia\/Adelaide\r\n(.*\r\n)*?BEGIN:STANDARD\r\nDTSTART:20260405T030000\r\nTZOFFSETFROM:\+1030\r\nTZOFFSETTO:\+0930\r\nTZNAME:ACST/,
    );
    const [night, spring, overnight] = parse((await feed()).body);
    expect(night).toMatchObject({ summary: 'Perth Night', start: new Date('2025-06-05T11:00:00Z') });
    expect(night.end).toEqual(new Date('2025-06-05T14:00:00Z'));
    expect(spring).toMatchObject({
      start: new Date('2025-10-04T15:00:00Z'),
      end: new Date('2025-10-04T17:00:00Z'),
    });
    expect(overnight).toMatchObject({
      start: new Date('2026-04-04T14:30:00Z'),
      end: new Date('2026-04-04T18:30:00Z'),
    });
  });
});
