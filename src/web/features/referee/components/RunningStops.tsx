import { Button } from '@mantine/core';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { BIG_BUTTON_COLORS, BIG_BUTTON_LABELS } from '../../../lib/timing/big-button';
import type { StopDock, StopDockBar } from '../hooks/use-stop-dock';
import { runningStopsTexts } from '../lib/texts';
import classes from './RunningStops.module.css';

/**
 * The bar of STOP buttons at the foot of the screen: shown while a running lane's own button is off
 * the screen (scrolled away, or under the bar), it holds every running lane's STOP so all of them are
 * under the thumb at once. One column per lane, in lane order: a lane that stops leaves its column
 * empty, so the other STOPs never move under a finger. The lanes put their buttons in it (`DockedStop`).
 */
export function RunningStopsBar({ dock, lanes }: { dock: StopDockBar; lanes: number }) {
  return (
    <section
      ref={dock.setTarget}
      aria-label={runningStopsTexts.barLabel}
      hidden={!dock.shown}
      className={classes.bar}
      style={{ gridTemplateColumns: `repeat(${lanes}, minmax(0, 1fr))` }}
    />
  );
}

/**
 * A running lane's STOP in the bar, named by lane and competitor ('STOP Lane 2 Isla Nguyen'). It
 * stops on the press itself (pointer down), or on a click that a key press made; a click with
 * neither is the late click of a tap that landed elsewhere (the bar appeared, or a STOP beside it
 * went) and does nothing. `onStop` runs behind the lane's own double-tap guard. `disabled` while the
 * lane's own STOP waits for its obstacles to be marked.
 */
export function DockedStop({
  dock,
  number,
  name,
  disabled = false,
  onStop,
}: {
  dock: StopDock;
  number: number;
  name: string | null;
  disabled?: boolean;
  onStop: () => void;
}) {
  const keyed = useRef(false);
  if (!dock.shown || !dock.target) return null;
  return createPortal(
    <Button
      color={BIG_BUTTON_COLORS.stop}
      className={classes.stop}
      style={{ gridColumn: number }}
      data-testid="docked-stop"
      disabled={disabled}
      onPointerDown={(event) => {
        if (disabled || event.button !== 0 || !event.isPrimary) return;
        event.preventDefault();
        keyed.current = false;
        onStop();
      }}
      onKeyDown={() => {
        keyed.current = true;
      }}
      onClick={() => {
        if (disabled || !keyed.current) return;
        keyed.current = false;
        onStop();
      }}
    >
      <span className={classes.label}>
        <span>{BIG_BUTTON_LABELS.stop}</span>{' '}
        <span className={classes.who}>{runningStopsTexts.lane(number)}</span>{' '}
        {name && <span className={classes.who}>{name}</span>}
      </span>
    </Button>,
    dock.target,
  );
}
