import type { Run } from './strip';

/**
 * Turns each frame's covered columns into crossings of the line, each timed between frames.
 *
 * A crossing is the moment the body's leading edge reaches the line. A camera sees the body only at
 * its frames' capture times, so the time is interpolated from where the leading edge was in the
 * frame before the line and in the first frame past it (a runner's speed barely changes within
 * 33 ms). A crossing counts only when the body is seen in two frames in a row, the one at the line
 * and the one before or after it (a one-frame flash is not a body), and the line must be clear
 * again before the next crossing counts.
 */

interface Observation {
  /** Capture time of the frame (ms). */
  at: number;
  runs: Run[];
}

export type Direction = 'right' | 'left';

export interface Crossing {
  at: number;
  direction: Direction;
}

interface CrossingSettings {
  /** The line's position in the strip, in pixels from its left edge (may be fractional). */
  line: number;
  width: number;
  /** Narrowest run of columns that is a body. */
  minWidth: number;
  /** Frames the body must be seen in, the first one at the line included. */
  persistence: number;
  /** Frames the line must be clear before another crossing counts. */
  clearFrames: number;
  /**
   * Clear means no covered column this close to the line, so a body lingering by the line while
   * the camera wobbles does not cross it again with every wobble.
   */
  clearMargin: number;
}

const HISTORY = 6;

/** The leading edge of a body moving in `direction`: the side of the run that goes first. */
const leadOf = (run: Run, direction: Direction) => (direction === 'right' ? run.hi : run.lo);

export class CrossingTracker {
  private history: Observation[] = [];
  private clearCount = 0;
  /** The line has had a body at it and has not been clear since: the next crossing must wait. */
  private busy = true;
  /** Index in `history` of the frame that first covered the line, while waiting for persistence. */
  private pending: number | null = null;
  private seenSince = 0;

  constructor(private settings: CrossingSettings) {}

  reset(): void {
    this.history = [];
    this.clearCount = 0;
    this.busy = true;
    this.pending = null;
    this.seenSince = 0;
  }

  /**
   * The run that has reached the line in this frame: one over it, or one wholly past it when the
   * frame before had the body wholly on the other side (a narrow body moving more than its own
   * width a frame jumps the line between two frames).
   */
  private reaching(observation: Observation, before: Observation | undefined): Run | undefined {
    const { line, minWidth } = this.settings;
    const wide = observation.runs.filter((run) => run.hi - run.lo >= minWidth);
    const over = wide.find((run) => run.lo < line && run.hi > line);
    if (over || !before) return over;
    const left = (runs: Run[]) => runs.some((run) => run.hi <= line);
    const right = (runs: Run[]) => runs.some((run) => run.lo >= line);
    if (left(before.runs) && !right(before.runs) && !left(wide)) return wide.find((run) => run.lo >= line);
    if (right(before.runs) && !left(before.runs) && !right(wide)) return wide.find((run) => run.hi <= line);
    return undefined;
  }

  /** Any covered column: a fast body may be leaving the strip already by the next frame. */
  private hasBody(observation: Observation): boolean {
    return observation.runs.length > 0;
  }

  /** Adds a frame; returns the crossing it confirms, if any (its time lies a frame or two back). */
  push(observation: Observation): Crossing | null {
    this.history.push(observation);
    if (this.history.length > HISTORY) {
      this.history.shift();
      if (this.pending !== null) this.pending -= 1;
    }
    const covered = this.reaching(observation, this.history[this.history.length - 2]) !== undefined;
    if (this.pending !== null) {
      if (!this.hasBody(observation)) {
        this.pending = null;
      } else if (++this.seenSince >= this.settings.persistence) {
        return this.settle();
      }
      return null;
    }
    if (covered && !this.busy) {
      this.busy = true;
      this.clearCount = 0;
      this.pending = this.history.length - 1;
      // The frame before counts when it saw the body coming: a sprinter can be out of a narrow
      // strip by the frame after.
      this.seenSince = (this.history[this.pending - 1]?.runs.length ?? 0) > 0 ? 2 : 1;
      return this.seenSince >= this.settings.persistence ? this.settle() : null;
    }
    if (this.busy) {
      this.clearCount = covered || this.nearLine(observation) ? 0 : this.clearCount + 1;
      if (this.clearCount >= this.settings.clearFrames) this.busy = false;
    }
    return null;
  }

  private settle(): Crossing {
    const crossing = this.resolve(this.pending as number);
    this.pending = null;
    return crossing;
  }

  private nearLine(observation: Observation): boolean {
    const { line, clearMargin } = this.settings;
    return observation.runs.some((run) => run.lo < line + clearMargin && run.hi > line - clearMargin);
  }

  /** Where the body was before it reached the line: the nearest run on each side. */
  private approach(before: Observation | undefined) {
    const { line } = this.settings;
    let fromLeft: number | null = null;
    let fromRight: number | null = null;
    for (const run of before?.runs ?? []) {
      if (run.hi <= line && (fromLeft === null || run.hi > fromLeft)) fromLeft = run.hi;
      if (run.lo >= line && (fromRight === null || run.lo < fromRight)) fromRight = run.lo;
    }
    return { fromLeft, fromRight };
  }

  private resolve(index: number): Crossing {
    const { line } = this.settings;
    const atLine = this.history[index];
    const before = this.history[index - 1];
    const run = this.reaching(atLine, before) as Run;
    const { fromLeft, fromRight } = this.approach(before);
    let direction: Direction;
    if (fromLeft !== null && (fromRight === null || line - fromLeft <= fromRight - line)) {
      direction = 'right';
    } else if (fromRight !== null) {
      direction = 'left';
    } else {
      return this.extrapolateBack(index, run);
    }
    const e1 = direction === 'right' ? (fromLeft as number) : (fromRight as number);
    const e2 = leadOf(run, direction);
    const atEdge = direction === 'right' ? e2 >= this.settings.width : e2 <= 0;
    const lower = before.at;
    const upper = atLine.at;
    let at = lower + ((line - e1) / (e2 - e1)) * (upper - lower);
    if (atEdge) {
      // The body reaches past the strip, so its edge in this frame is unknown: carry the speed it
      // had over the two frames before instead, when the frame before those saw it too.
      const earlier = this.history[index - 2];
      const e0 = earlier ? this.approach(earlier)[direction === 'right' ? 'fromLeft' : 'fromRight'] : null;
      if (earlier && e0 !== null && e0 !== e1) {
        const speed = (e1 - e0) / (before.at - earlier.at);
        at = before.at + (line - e1) / speed;
      }
    }
    return { at: clamp(at, lower, upper), direction };
  }

  /**
   * The body was already across the line when first seen (it came fast, or from outside the strip
   * at the line): the next frame gives its direction and speed, and the time is traced back.
   */
  private extrapolateBack(index: number, run: Run): Crossing {
    const { line } = this.settings;
    const atLine = this.history[index];
    const next = this.history[index + 1];
    const nextRun = next?.runs.reduce<Run | null>((widest, r) => {
      return widest === null || r.hi - r.lo > widest.hi - widest.lo ? r : widest;
    }, null);
    const lower = this.history[index - 1]?.at ?? atLine.at - (next ? next.at - atLine.at : 0);
    if (!next || !nextRun) return { at: (lower + atLine.at) / 2, direction: 'right' };
    const direction: Direction = nextRun.lo + nextRun.hi >= run.lo + run.hi ? 'right' : 'left';
    const e1 = leadOf(run, direction);
    const e2 = leadOf(nextRun, direction);
    if (e1 === e2) return { at: (lower + atLine.at) / 2, direction };
    const speed = (e2 - e1) / (next.at - atLine.at);
    return { at: clamp(atLine.at - (e1 - line) / speed, lower, atLine.at), direction };
  }
}

function clamp(value: number, lower: number, upper: number): number {
  return Math.min(upper, Math.max(lower, value));
}
