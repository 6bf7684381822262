/**
 * A small iCalendar (RFC 5545) writer for the events feed: CRLF line ends, lines folded at 75 octets
 * without splitting a UTF-8 character, TEXT values escaped; times in UTC, or local with a TZID and the
 * zone's VTIMEZONE (src/server/lib/ical-time-zone.ts).
 */

const MAX_LINE_OCTETS = 75;

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function icsText(value: string): string {
  const escaped = value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n');
  return [...escaped].filter((character) => !isControl(character)).join('');
}

/** Characters TEXT may not hold (RFC 5545 3.3.11): controls other than the tab. */
function isControl(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
}

/** 20250101T093000Z: a UTC DATE-TIME (whole seconds). */
export function icsDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** One content line, folded: at most 75 octets per line, continuation lines start with a space. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      // The leading space of a continuation line counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A property line `NAME:value`; the value is written as given (escape TEXT with icsText first). */
export type IcsProperty = [name: string, value: string];

/**
 * A whole calendar: its properties, one VTIMEZONE per zone its events name, then one VEVENT per entry,
 * each line folded and CRLF-ended.
 */
export function writeCalendar(
  calendar: IcsProperty[],
  events: IcsProperty[][],
  timeZones: IcsProperty[][] = [],
): string {
  const lines: IcsProperty[] = [
    ['BEGIN', 'VCALENDAR'],
    ...calendar,
    ...timeZones.flatMap((zone): IcsProperty[] => [['BEGIN', 'VTIMEZONE'], ...zone, ['END', 'VTIMEZONE']]),
    ...events.flatMap((event): IcsProperty[] => [['BEGIN', 'VEVENT'], ...event, ['END', 'VEVENT']]),
    ['END', 'VCALENDAR'],
  ];
  return lines.map(([name, value]) => `${foldLine(`${name}:${value}`)}\r\n`).join('');
}
