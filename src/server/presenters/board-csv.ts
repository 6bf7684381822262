import { formatDuration, formatZonedDateTime } from '../../shared/format';
import type { BoardRecord } from '../services/leaderboard/board-sql';

const HEADER = ['Place', 'Competitor', 'Time', 'Start', 'Finish', 'Timed by', 'Witnessed'];

/**
 * One CSV cell: quoted when it holds a comma, quote or line break, and a leading = + - @ (or tab/CR)
 * neutralised with an apostrophe so a spreadsheet never runs a competitor's name as a formula.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A board as CSV for clubs that publish results elsewhere: the same rows and order as the board, the
 * start and finish on the course's clocks with the zone named ('15/6/2025 7:28 pm AWST').
 */
export function presentBoardCsv(rows: BoardRecord[], timeZone: string): string {
  const lines = [
    HEADER,
    ...rows.map((row) => [
      row.standing,
      row.userName,
      formatDuration(row.duration),
      formatZonedDateTime(new Date(row.startedMs), timeZone),
      formatZonedDateTime(new Date(row.completedMs), timeZone),
      row.timingMethod,
      // A club publishing results can tell a run the server saw from one taken on the runner's word.
      row.witnessed ? 'yes' : 'no',
    ]),
  ];
  // CRLF line ends (RFC 4180); a BOM so Excel reads UTF-8 names correctly.
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
