import type { GateState } from '../../../shared/gate/detector';
import { type CameraProblem, cameraProblemOf, openRearCamera, releaseCamera } from './camera';

/** 'starting' until the picture runs, 'live' while frames go to the detector, 'paused' while hidden. */
export type GateCameraStatus = 'starting' | 'live' | 'paused' | CameraProblem;

interface CameraEvents {
  onStatus: (status: GateCameraStatus) => void;
  onReady: (ready: boolean) => void;
  onState: (state: GateState) => void;
  /** Frames start going to the new detector; answers how to stop them. */
  startFrames: (detector: Worker) => () => void;
}

/**
 * Opens the rear camera into `video` with a fresh detector worker (kept in `worker` for commands), and
 * follows the page: hidden or left, the camera and worker stop ('paused'); shown again, they start
 * anew. A start overtaken by a stop leaves nothing open. Answers the cleanup that stops it all.
 */
export function followCamera(
  video: HTMLVideoElement,
  worker: { current: Worker | null },
  on: CameraEvents,
): () => void {
  let stream: MediaStream | null = null;
  let stopFrames = () => {};
  let generation = 0;

  const stop = () => {
    generation += 1;
    stopFrames();
    stopFrames = () => {};
    worker.current?.terminate();
    worker.current = null;
    releaseCamera(stream);
    stream = null;
    video.srcObject = null;
  };

  const start = async () => {
    stop();
    const mine = generation;
    on.onStatus('starting');
    on.onReady(false);
    on.onState('IDLE');
    let opened: MediaStream;
    try {
      opened = await openRearCamera();
    } catch (error) {
      if (mine === generation) on.onStatus(cameraProblemOf(error));
      return;
    }
    if (mine !== generation) {
      releaseCamera(opened);
      return;
    }
    stream = opened;
    video.muted = true;
    video.playsInline = true;
    video.srcObject = opened;
    await video.play().catch(() => undefined);
    if (mine !== generation) return;
    const detector = new Worker(new URL('./detector.worker.ts', import.meta.url), { type: 'module' });
    worker.current = detector;
    stopFrames = on.startFrames(detector);
    on.onStatus('live');
  };

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      stop();
      on.onStatus('paused');
    } else if (!stream) {
      void start();
    }
  };
  const onPageHide = () => {
    stop();
    on.onStatus('paused');
  };
  const onPageShow = () => {
    if (!stream && document.visibilityState === 'visible') void start();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  void start();
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
    stop();
  };
}
