import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { Event } from '../../../../shared/schemas/event';
import { useEventByPath } from '../../../api/events';
import { useLiveBoard } from '../../../api/live';
import { QueryState } from '../../../components/QueryState';
import { boardRule } from '../../../lib/event-board';
import type { LiveMode } from '../../../lib/live-board';
import { useEventLeaderboard } from '../api/events';
import classes from '../components/BigScreen.module.css';
import { BigScreenBoard } from '../components/BigScreenBoard';
import { formatClock } from '../components/big-screen';

/** /Events/View/{path}/Live: the event board for a TV at the finish line, outside the app layout. */
export default function EventLivePage() {
  const { path = '' } = useParams();
  const event = useEventByPath(path);
  return (
    <main className={classes.screen}>
      <QueryState
        query={event}
        loading="Loading event…"
        record={{ noun: 'event', missing: `There is no event at “${path}”.` }}
      >
        {(found) => <LiveScreen event={found} />}
      </QueryState>
    </main>
  );
}

const MODE_TEXT: Record<LiveMode, string> = {
  live: '● Live',
  connecting: 'Connecting…',
  polling: 'Refreshing every 15 s',
  paused: '',
};

function LiveScreen({ event }: { event: Event }) {
  const board = useEventLeaderboard(event.id, 'all');
  const mode = useLiveBoard({ eventId: event.id });
  const rule = boardRule(event);
  return (
    <>
      <header className={classes.header}>
        <div>
          <h1 className={classes.title}>{event.name}</h1>
          <p className={classes.subtitle}>{`${event.location.name} · Live results`}</p>
          {rule && <p className={classes.rule}>{rule}</p>}
        </div>
        <div className={classes.status}>
          <p className={classes.status}>
            <span className={mode === 'live' ? classes.live : undefined}>{MODE_TEXT[mode]}</span>
            {board.data && <span>{`Updated ${formatClock(board.dataUpdatedAt, event.timeZone)}`}</span>}
          </p>
          <FullScreenButton />
        </div>
      </header>
      <QueryState query={board} loading="Loading times…">
        {(board) => <BigScreenBoard rows={board.rows} timeZone={event.timeZone} format={event.format} />}
      </QueryState>
    </>
  );
}

/** Fills the whole screen (a TV's browser rarely has a kiosk mode); gone once full screen. */
function FullScreenButton() {
  const [isFull, setIsFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setIsFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  if (isFull || !document.fullscreenEnabled) return null;
  return (
    <button
      type="button"
      className={classes.button}
      onClick={() => void document.documentElement.requestFullscreen().catch(() => {})}
    >
      Full screen
    </button>
  );
}
