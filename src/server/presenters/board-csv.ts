import { formatDateTime, formatDuration } from '../../shared/format';
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

/** A board as CSV for clubs that publish results elsewhere: the same rows and order as the board. */
export function presentBoardCsv(rows: BoardRecord[]): string {
  const lines = [
    HEADER,
    ...rows.map((row) => [
      row.standing,
      row.userName,
      formatDuration(row.duration),
      formatDateTime(new Date(row.startedMs)),
      formatDateTime(new Date(row.completedMs)),
      row.timingMethod,
      // A club publishing results can tell a run the server saw from one taken on the runner's word.
      row.witnessed ? 'yes' : 'no',
    ]),
  ];
  // CRLF line ends (RFC 4180); a BOM so Excel reads UTF-8 names correctly.
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
