import { formatTime } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import type { LeaderboardRow } from '../../../../shared/schemas/leaderboard';
import classes from './BigScreen.module.css';
import { BIG_SCREEN, bigScreenRows } from './big-screen';

/** The latest recorded times (on the course's clocks) and the top of an event's board, readable across a finish area. */
export function BigScreenBoard({ rows, timeZone }: { rows: LeaderboardRow[]; timeZone: string }) {
  if (rows.length === 0) return <p className={classes.empty}>{messages.noCompTimes}</p>;
  const { latest, top } = bigScreenRows(rows);
  return (
    <div className={classes.columns}>
      <section aria-labelledby="big-screen-latest">
        <h2 id="big-screen-latest" className={classes.heading}>
          Latest times
        </h2>
        <ol className={classes.list} data-testid="big-screen-latest">
          {latest.map((row, index) => (
            <li
              key={row.id}
              className={`${classes.row} ${classes.latestRow} ${index === 0 ? classes.newest : ''}`}
            >
              <span className={classes.who}>
                <span className={classes.name}>{row.user.userName}</span>
                <span
                  className={classes.finished}
                >{`finished ${formatTime(row.timeCompleted, timeZone)}`}</span>
              </span>
              <span className={classes.time}>{row.tsDuration}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="big-screen-top">
        <h2 id="big-screen-top" className={classes.heading}>
          {`Top ${BIG_SCREEN.top}`}
        </h2>
        <ol className={classes.list} data-testid="big-screen-top">
          {top.map((row) => (
            <li key={row.id} className={classes.row}>
              <span className={classes.place}>{row.standing}</span>
              <span className={classes.name}>{row.user.userName}</span>
              <span className={classes.time}>{row.tsDuration}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
