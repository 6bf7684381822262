import type { EventFormat } from '../../../../shared/event-format';
import { formatTime } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import type { LeaderboardRow } from '../../../../shared/schemas/leaderboard';
import { clearedText, eventBoardTexts, penaltyText, rankedText } from '../../../lib/event-board';
import classes from './BigScreen.module.css';
import { BIG_SCREEN, bigScreenDetail, bigScreenRows } from './big-screen';

type BigScreenBoardProps = {
  rows: LeaderboardRow[];
  timeZone: string;
  /** The event's format: an obstacles or penalty event adds its figures (a time trial's screen is unchanged). */
  format?: EventFormat;
};

/** The latest recorded times (on the course's clocks) and the top of an event's board, readable across a finish area. */
export function BigScreenBoard({ rows, timeZone, format = 'time' }: BigScreenBoardProps) {
  if (rows.length === 0) return <p className={classes.empty}>{messages.noCompTimes}</p>;
  const { latest, top } = bigScreenRows(rows);
  return (
    <div className={classes.columns}>
      <section aria-labelledby="big-screen-latest">
        <h2 id="big-screen-latest" className={classes.heading}>
          Latest times
        </h2>
        <ol className={classes.list} data-testid="big-screen-latest">
          {latest.map((row, index) => {
            const detail = bigScreenDetail(row, format);
            return (
              <li
                key={row.id}
                className={`${classes.row} ${classes.latestRow} ${index === 0 ? classes.newest : ''}`}
              >
                <span className={classes.who}>
                  <span className={classes.name}>{row.user.userName}</span>
                  <span className={classes.finished}>
                    {`finished ${formatTime(row.timeCompleted, timeZone)}${detail ? ` · ${detail}` : ''}`}
                  </span>
                </span>
                <span className={classes.time}>{rankedText(row, format)}</span>
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="big-screen-top">
        <h2 id="big-screen-top" className={classes.heading}>
          {`Top ${BIG_SCREEN.top}`}
        </h2>
        {format !== 'time' && <ColumnHeads format={format} />}
        <ol className={classes.list} data-testid="big-screen-top">
          {top.map((row) => (
            <li
              key={row.id}
              className={format === 'time' ? classes.row : `${classes.row} ${classes.scoredRow}`}
            >
              <span className={classes.place}>{row.standing}</span>
              <span className={classes.name}>{row.user.userName}</span>
              {format === 'obstacles' && (
                <span className={classes.figure}>
                  {clearedText(row.obstaclesCleared)}
                  <span className={classes.hidden}>{` ${eventBoardTexts.cleared.toLowerCase()}`}</span>
                </span>
              )}
              {format === 'penalty' && (
                <span className={classes.figure}>
                  <span className={classes.hidden}>{`${eventBoardTexts.penalty} `}</span>
                  {penaltyText(row.penaltyMs)}
                </span>
              )}
              <span className={classes.time}>
                {format === 'penalty' && (
                  <span className={classes.hidden}>{`${eventBoardTexts.total} `}</span>
                )}
                {rankedText(row, format)}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** The top list's column words over an obstacles or penalty event's figures (each cell also names its own). */
function ColumnHeads({ format }: { format: Exclude<EventFormat, 'time'> }) {
  return (
    <div className={`${classes.row} ${classes.scoredRow} ${classes.columnHeads}`} aria-hidden="true">
      <span />
      <span />
      <span>{format === 'obstacles' ? eventBoardTexts.cleared : eventBoardTexts.penalty}</span>
      <span>{format === 'obstacles' ? 'Time' : eventBoardTexts.total}</span>
    </div>
  );
}
