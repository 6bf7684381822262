import type { ObstacleMark } from '../../shared/event-format';
import { formatDuration, formatZonedDateTime } from '../../shared/format';
import type { EventResults } from '../services/leaderboard/list-event-results';

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

/** A mark's cell: "cleared 0:12.34", "failed 0:20.00", empty for an obstacle not attempted. */
const markCell = (mark: ObstacleMark | undefined) =>
  mark ? `${mark.cleared ? 'cleared' : 'failed'} ${formatDuration(mark.ms)}` : '';

/**
 * An event's board as CSV for clubs that publish results elsewhere: the same rows and order as the
 * board, the start and finish on the course's clocks with the zone named ('15/6/2025 7:28 pm AWST');
 * an obstacles or penalty event adds the obstacles cleared, the penalty, the ranked figure and a
 * column per obstacle with its mark.
 */
export function presentBoardCsv({ event, rows, course, marks }: EventResults): string {
  const scored = event.format !== 'time';
  const header = scored
    ? [...HEADER, 'Cleared', 'Penalty', 'Ranked time', ...course.map((obstacle) => obstacle.name)]
    : HEADER;
  const lines = [
    header,
    ...rows.map((row) => {
      const cells: (string | number)[] = [
        row.standing,
        row.userName,
        formatDuration(row.duration),
        formatZonedDateTime(new Date(row.startedMs), event.timeZone),
        formatZonedDateTime(new Date(row.completedMs), event.timeZone),
        row.timingMethod,
        // A club publishing results can tell a run the server saw from one taken on the runner's word.
        row.witnessed ? 'yes' : 'no',
      ];
      if (!scored) return cells;
      const byObstacle = new Map((marks.get(row.id) ?? []).map((mark) => [mark.equipmentId, mark]));
      return [
        ...cells,
        row.obstaclesCleared ?? '',
        formatDuration(row.penaltyMs),
        formatDuration(row.rankedMs),
        ...course.map((obstacle) => markCell(byObstacle.get(obstacle.equipmentId))),
      ];
    }),
  ];
  // CRLF line ends (RFC 4180); a BOM so Excel reads UTF-8 names correctly.
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
