import { shellTexts } from '../../shared/messages';
import { htmlToText } from '../lib/html-text';
import { type IcsProperty, icsDateTime, icsText, writeCalendar } from '../lib/ical';
import { icsLocalDateTime, icsTimeZone } from '../lib/ical-time-zone';
import type { CalendarEventRow } from '../services/calendar/list-calendar-events';

/** Stable across calls and instances, so a subscribed calendar updates an entry instead of adding one. */
const eventUid = (eventId: number) => `event-${eventId}@courseclock`;

const CALENDAR_NAME = `${shellTexts.productName} events`;

/** On the course's clocks with its TZID, so a calendar shows the hour people meet at the course. */
function eventTime(name: 'DTSTART' | 'DTEND', at: Date, zone: string): IcsProperty {
  return zone === 'UTC' ? [name, icsDateTime(at)] : [`${name};TZID=${zone}`, icsLocalDateTime(zone, at)];
}

/** One VTIMEZONE per zone the events name, covering the years they fall in. */
function timeZonesOf(rows: CalendarEventRow[]): IcsProperty[][] {
  const spans = new Map<string, { from: number; to: number }>();
  for (const row of rows) {
    if (row.timeZone === 'UTC') continue;
    const span = spans.get(row.timeZone) ?? { from: Infinity, to: -Infinity };
    span.from = Math.min(span.from, row.startTime.getTime());
    span.to = Math.max(span.to, row.endTime.getTime());
    spans.set(row.timeZone, span);
  }
  return [...spans].map(([zone, { from, to }]) => icsTimeZone(zone, from, to));
}

function presentCalendarEvent(row: CalendarEventRow, publicUrl: string, stamp: string): IcsProperty[] {
  const description = htmlToText(row.content);
  return [
    ['UID', eventUid(row.id)],
    ['DTSTAMP', stamp],
    eventTime('DTSTART', row.startTime, row.timeZone),
    // DTEND must be later than DTSTART (RFC 5545); an event that starts and ends at once has none.
    ...(row.endTime > row.startTime ? [eventTime('DTEND', row.endTime, row.timeZone)] : []),
    ['SUMMARY', icsText(row.name)],
    ['LOCATION', icsText([row.location.name, row.address].filter(Boolean).join(', '))],
    ['URL;VALUE=URI', `${publicUrl}/Events/View/${encodeURIComponent(row.path)}`],
    ...(description ? [['DESCRIPTION', icsText(description)] as IcsProperty] : []),
  ];
}

/**
 * The upcoming events as an iCalendar feed phones can subscribe to (text/calendar). DTSTAMP is when
 * the feed was made (METHOD:PUBLISH); links point at the public event page under PUBLIC_URL.
 */
export function presentEventCalendar(
  rows: CalendarEventRow[],
  { publicUrl, now }: { publicUrl: string; now: Date },
): string {
  const stamp = icsDateTime(now);
  return writeCalendar(
    [
      ['VERSION', '2.0'],
      ['PRODID', `-//${shellTexts.productName}//Events//EN`],
      ['CALSCALE', 'GREGORIAN'],
      ['METHOD', 'PUBLISH'],
      ['NAME', icsText(CALENDAR_NAME)],
      ['X-WR-CALNAME', icsText(CALENDAR_NAME)],
      ['REFRESH-INTERVAL;VALUE=DURATION', 'PT1H'],
      ['X-PUBLISHED-TTL', 'PT1H'],
    ],
    rows.map((row) => presentCalendarEvent(row, publicUrl, stamp)),
    timeZonesOf(rows),
  );
}
