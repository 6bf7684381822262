import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import classes from './Gate.module.css';
import { gateTexts } from './texts';

/** Arrow keys move the line by 1 % of the picture, with Shift by 5 %. */
const STEP = 0.01;
const BIG_STEP = 0.05;

/**
 * The gate's line over the camera preview: dragged with a finger or a mouse anywhere on the
 * picture, or moved with the arrow keys on its handle (a slider to assistive technology). While
 * `locked` (a run is being timed) it stays put: a moved line is a new detector, which would drop the
 * run's start.
 */
export function GateLine({
  line,
  locked = false,
  onChange,
}: {
  line: number;
  locked?: boolean;
  onChange: (line: number) => void;
}) {
  const area = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const box = area.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    onChange((clientX - box.left) / box.width);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current && !locked) moveTo(event.clientX);
  };
  const onPointerUp = () => {
    dragging.current = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const moves: Record<string, number> = {
      ArrowLeft: line - step,
      ArrowDown: line - step,
      ArrowRight: line + step,
      ArrowUp: line + step,
      Home: 0,
      End: 1,
    };
    const next = moves[event.key];
    if (next === undefined || locked) return;
    event.preventDefault();
    onChange(Math.min(1, Math.max(0, next)));
  };
  const percent = Math.round(line * 100);

  return (
    <div
      ref={area}
      className={classes.lineArea}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className={classes.line} style={{ left: `${line * 100}%` }}>
        <div
          className={classes.handle}
          role="slider"
          tabIndex={0}
          aria-label={gateTexts.line}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% across the picture`}
          aria-orientation="horizontal"
          aria-disabled={locked || undefined}
          data-testid="gate-line"
          onKeyDown={onKeyDown}
        />
      </div>
    </div>
  );
}
