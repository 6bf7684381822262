import { type Crossing, CrossingTracker, type Direction } from './crossing';
import { analyseStrip, type StripFrame, type StripSettings, updateBackground } from './strip';

/**
 * The camera gate: frames of the strip around the line in, start and finish out.
 *
 * ARMED waits for a body to cross the line (the start), RUNNING waits for the next crossing after
 * the minimum run time (the finish; crossings sooner are the runner still leaving the line), and
 * FINISHED holds the run until the screen saves it and arms again. IDLE (cancelled) keeps learning
 * the background, so arming again is immediate. No I/O: the worker and the tests drive it.
 */

export type GateState = 'IDLE' | 'ARMED' | 'RUNNING' | 'FINISHED';

export type GateEvent =
  | { type: 'start'; at: number; direction: Direction }
  | { type: 'finish'; at: number; direction: Direction; durationMs: number };

export interface GateOptions {
  sensitivity: number;
  /** Crossings sooner than this after the start are not the finish. */
  minRunMs: number;
  /** Line position in the strip (px from its left edge); the strip's middle when left out. */
  line?: number;
  /** Frames that only teach the background when the gate starts or the view changes. */
  warmupFrames: number;
  /** Share of the way the background moves towards each frame. */
  backgroundRate: number;
  minCoverage: number;
  maxShake: number;
  persistence: number;
  clearFrames: number;
}

export const defaultGateOptions: GateOptions = {
  sensitivity: 0.5,
  minRunMs: 5_000,
  warmupFrames: 5,
  backgroundRate: 0.05,
  minCoverage: 0.15,
  maxShake: 2,
  persistence: 2,
  clearFrames: 2,
};

/** A course's minimum time as the gate's minimum run, else 5 s. */
export function minimumRunMs(minimumSeconds: number | null | undefined): number {
  return minimumSeconds && minimumSeconds > 0 ? minimumSeconds * 1000 : 5_000;
}

/**
 * Nearly every pixel differing for a second means the view changed (the phone was moved or
 * knocked over), not a body: a body passing covers the strip for a few frames only.
 */
const SCENE_CHANGE_SHARE = 0.85;
const SCENE_CHANGE_FRAMES = 30;

export class GateDetector {
  private options: GateOptions;
  private background: Float32Array | null = null;
  private width = 0;
  private height = 0;
  private warmupLeft = 0;
  private sceneChangeFrames = 0;
  private gain = 1;
  private tracker: CrossingTracker | null = null;
  private currentState: GateState = 'ARMED';
  private startedAt: number | null = null;
  /** Every crossing confirmed, whatever the state made of it (for the set-up screen and tests). */
  readonly crossings: Crossing[] = [];

  constructor(options: Partial<GateOptions> = {}) {
    this.options = { ...defaultGateOptions, ...options };
  }

  get state(): GateState {
    return this.currentState;
  }

  get startTime(): number | null {
    return this.startedAt;
  }

  /** Back to ARMED from any state, forgetting the run (the screen saved it or started over). */
  arm(): void {
    this.currentState = 'ARMED';
    this.startedAt = null;
  }

  cancel(): void {
    this.currentState = 'IDLE';
    this.startedAt = null;
  }

  /** A new sensitivity applies from the next frame; the background stays. */
  setSensitivity(sensitivity: number): void {
    this.options = { ...this.options, sensitivity };
  }

  /** The member dragged the line or the strip changed: learn the view again. */
  setLine(line: number | undefined): void {
    this.options = { ...this.options, line };
    this.background = null;
  }

  private stripSettings(): StripSettings {
    const { sensitivity, minCoverage, maxShake } = this.options;
    return { sensitivity, minCoverage, maxShake };
  }

  private learnAgain(frame: StripFrame): void {
    this.background = Float32Array.from(frame.pixels);
    this.width = frame.width;
    this.height = frame.height;
    this.warmupLeft = this.options.warmupFrames;
    this.sceneChangeFrames = 0;
    this.gain = 1;
    this.tracker = new CrossingTracker({
      line: this.options.line ?? frame.width / 2,
      width: frame.width,
      minWidth: Math.max(3, Math.round(frame.width * 0.06)),
      persistence: this.options.persistence,
      clearFrames: this.options.clearFrames,
      clearMargin: this.options.maxShake + 2,
    });
  }

  /** Adds one frame; returns the start or finish it confirms, if any. */
  push(frame: StripFrame): GateEvent | null {
    if (frame.pixels.length !== frame.width * frame.height) {
      throw new RangeError('A strip frame needs width × height grey levels.');
    }
    const background = this.background;
    if (background === null || frame.width !== this.width || frame.height !== this.height) {
      this.learnAgain(frame);
      return null;
    }
    const analysis = analyseStrip(frame, background, this.stripSettings(), this.gain);
    this.gain = analysis.gain;
    if (this.warmupLeft > 0) {
      this.warmupLeft -= 1;
      updateBackground(
        background,
        frame,
        { ...analysis, foreground: new Uint8Array(background.length) },
        0.5,
      );
      return null;
    }
    this.sceneChangeFrames = analysis.changedShare > SCENE_CHANGE_SHARE ? this.sceneChangeFrames + 1 : 0;
    if (this.sceneChangeFrames >= SCENE_CHANGE_FRAMES) {
      this.learnAgain(frame);
      return null;
    }
    updateBackground(background, frame, analysis, this.options.backgroundRate);
    const crossing = this.tracker?.push({ at: frame.capturedAt, runs: analysis.runs }) ?? null;
    return crossing ? this.onCrossing(crossing) : null;
  }

  private onCrossing(crossing: Crossing): GateEvent | null {
    this.crossings.push(crossing);
    if (this.currentState === 'ARMED') {
      this.currentState = 'RUNNING';
      this.startedAt = crossing.at;
      return { type: 'start', at: crossing.at, direction: crossing.direction };
    }
    if (this.currentState === 'RUNNING' && this.startedAt !== null) {
      const durationMs = crossing.at - this.startedAt;
      if (durationMs < this.options.minRunMs) return null;
      this.currentState = 'FINISHED';
      return { type: 'finish', at: crossing.at, direction: crossing.direction, durationMs };
    }
    return null;
  }
}
