import { describe, expect, it } from 'vitest';
import { foldLine, icsDateTime, icsText, writeCalendar } from './ical';

describe('icsText', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops other control characters', () => {
    expect(icsText('a\\b;c,d\r\ne\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(icsText('tab\there\u0000\u0007\u007f')).toBe('tab\there');
  });
});

describe('icsDateTime', () => {
  it('writes UTC with a Z', () => {
    expect(icsDateTime(new Date('2025-03-04T05:06:07.890Z'))).toBe('20250304T050607Z');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole and folds longer ones, continuation lines starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine('x'.repeat(200)).split('\r\n');
    expect(folded.map((line) => line.length)).toEqual([75, 75, 52]);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe('x'.repeat(200));
  });

  it('counts octets, never splitting a multi-byte character', () => {
    const text = `SUMMARY:${'é'.repeat(50)}${'🏃'.repeat(20)}`;
    const folded = foldLine(text).split('\r\n');
    for (const line of folded) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(text);
    expect(folded.join('')).not.toContain('\ufffd');
  });
});

describe('writeCalendar', () => {
  it('wraps events in VCALENDAR and VEVENT with CRLF after every line', () => {
    expect(writeCalendar([['VERSION', '2.0']], [[['UID', 'a']]])).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
    );
  });
});
