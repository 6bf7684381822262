/**
 * The camera side of the gate, apart from React: opening the rear camera, naming why it failed,
 * where the strip around the line lies in a camera picture, and each frame's capture time.
 */

/** Why the gate has no picture: the member said no, the phone has no camera, or something else. */
export type CameraProblem = 'denied' | 'no-camera' | 'failed';

/** The processing picture's width: the strip is cut from the frame scaled to this many pixels across. */
export const PROCESSING_WIDTH = 320;
/** The strip's width in processing pixels (docs/timing.md "The strip"). */
export const STRIP_WIDTH = 48;

/**
 * The rear camera (facing the course, not the member), video only. Asks for a modest picture: the
 * detector looks at a 48-pixel strip of a 320-pixel-wide frame, so more pixels only cost battery.
 */
export function openRearCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 640 }, height: { ideal: 480 } },
  });
}

/** Stops every track, which is what turns the camera (and its light) off. */
export function releaseCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** getUserMedia's failure as the member can act on it. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') {
    return 'no-camera';
  }
  return 'failed';
}

interface StripGeometry {
  /** Source rectangle in the video's own pixels. */
  sourceLeft: number;
  sourceWidth: number;
  /** The strip as the worker gets it, in processing pixels. */
  width: number;
  height: number;
  /** The line's position inside the strip (px from its left edge). */
  lineInStrip: number;
}

/**
 * The strip around the line for a `videoWidth` × `videoHeight` picture, the line given as a share
 * of the picture's width (0 … 1). The strip stays inside the picture, so a line near an edge sits
 * off the strip's middle.
 */
export function stripGeometry(videoWidth: number, videoHeight: number, line: number): StripGeometry {
  const scale = PROCESSING_WIDTH / videoWidth;
  const height = Math.max(1, Math.round(videoHeight * scale));
  const lineAt = Math.min(1, Math.max(0, line)) * PROCESSING_WIDTH;
  const left = Math.min(PROCESSING_WIDTH - STRIP_WIDTH, Math.max(0, Math.round(lineAt - STRIP_WIDTH / 2)));
  return {
    sourceLeft: left / scale,
    sourceWidth: STRIP_WIDTH / scale,
    width: STRIP_WIDTH,
    height,
    lineInStrip: lineAt - left,
  };
}

/**
 * Calls `onFrame` with each new camera frame's capture time on the performance clock: the
 * camera's own `captureTime` where the browser gives it, else when the frame is due on screen
 * (`requestVideoFrameCallback`), else, in browsers without it, the animation frame's time. Never
 * when the code happens to run: a busy page sees frames late. Answers a function that stops it.
 */
export function watchFrames(video: HTMLVideoElement, onFrame: (capturedAt: number) => void): () => void {
  let stopped = false;
  if (typeof video.requestVideoFrameCallback === 'function') {
    let handle = 0;
    const next: VideoFrameRequestCallback = (now, metadata) => {
      if (stopped) return;
      onFrame(metadata.captureTime ?? metadata.expectedDisplayTime ?? now);
      handle = video.requestVideoFrameCallback(next);
    };
    handle = video.requestVideoFrameCallback(next);
    return () => {
      stopped = true;
      video.cancelVideoFrameCallback(handle);
    };
  }
  let handle = 0;
  const next = (now: number) => {
    if (stopped) return;
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) onFrame(now);
    handle = requestAnimationFrame(next);
  };
  handle = requestAnimationFrame(next);
  return () => {
    stopped = true;
    cancelAnimationFrame(handle);
  };
}

/** A capture time on the performance clock as epoch milliseconds, the clock saved times use. */
export function epochOf(performanceTime: number): number {
  return performance.timeOrigin + performanceTime;
}
