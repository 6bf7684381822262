import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';
import { defaultGateOptions, type GateEvent, type GateState } from '../../../shared/gate/detector';
import {
  type CameraProblem,
  cameraProblemOf,
  openRearCamera,
  releaseCamera,
  stripGeometry,
  watchFrames,
} from './camera';
import { canvasEncoder, encodeWithin } from './photo-encoding';
import type { GateCommand, GateReply } from './protocol';

/** 'starting' until the picture runs, 'live' while frames go to the detector, 'paused' while hidden. */
export type GateCameraStatus = 'starting' | 'live' | 'paused' | CameraProblem;

interface GateCameraOptions {
  /** False keeps the camera off and the worker stopped (the gate's screen is closed). */
  enabled?: boolean;
  /** Crossings sooner than this after the start are not the finish (`minimumRunMs`). */
  minRunMs: number;
  /** The line as a share of the picture's width, 0 … 1 (the middle when left out). */
  initialLine?: number;
  /** 0 … 1 (docs/timing.md "Differencing against a background"). */
  initialSensitivity?: number;
  /**
   * Each start and finish the detector confirms. `event.at` is the frame's capture time on the
   * performance clock (`epochOf` turns it into the epoch ms a saved time uses).
   */
  onEvent?: (event: GateEvent) => void;
  /**
   * The picture of each start and finish (`crossing` is the event `onEvent` had), at most
   * CROSSING_PHOTO_MAX_BYTES, a moment after the event: the frames after the crossing come first.
   */
  onCrossingPhoto?: (photo: CrossingPhoto) => void;
}

/** A crossing's picture, ready to upload (POST /api/Gate/CrossingPhoto). */
interface CrossingPhoto {
  crossing: GateEvent;
  blob: Blob;
}

export interface GateCamera {
  /** Put on the preview's `<video>`: the camera plays there and frames are read from it. */
  videoRef: RefCallback<HTMLVideoElement>;
  status: GateCameraStatus;
  /** The detector has learnt the empty view since it was last (re)configured. */
  ready: boolean;
  /** The detector's state as the worker last reported it (IDLE until it first does). */
  state: GateState;
  line: number;
  /** Moves the line (0 … 1 of the picture's width); the detector learns the view again and arms. */
  setLine: (line: number) => void;
  sensitivity: number;
  setSensitivity: (sensitivity: number) => void;
  /** Back to ARMED (after a run was saved, or after a cancel). */
  arm: () => void;
  /** Stops any run: IDLE, still watching, so arming again is immediate. */
  cancel: () => void;
  /** Asks for the camera again after it was refused or failed. */
  retry: () => void;
}

/** Frames sent but not yet handed back: past this, frames are skipped rather than queued. */
const MAX_IN_FLIGHT = 2;

/**
 * The camera and the gate's detector, for any gate screen (one phone at a line, or one of two):
 * opens the rear camera into the caller's `<video>`, cuts the strip around the line out of each
 * frame at its capture time and hands it to the detector's worker, and reports the detector's
 * state and events, and a small picture of each crossing for the caller to upload; nothing else
 * leaves the phone and nothing else is kept. The camera is released when
 * the caller unmounts or disables it, and while the page is hidden or left (it comes back when the
 * page is shown again).
 */
export function useGateCamera(options: GateCameraOptions): GateCamera {
  const { enabled = true, minRunMs } = options;
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [status, setStatus] = useState<GateCameraStatus>('starting');
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<GateState>('IDLE');
  const [line, setLineState] = useState(options.initialLine ?? 0.5);
  const [sensitivity, setSensitivityState] = useState(
    options.initialSensitivity ?? defaultGateOptions.sensitivity,
  );
  const [attempt, setAttempt] = useState(0);
  const settings = useRef({ line, sensitivity, minRunMs });
  settings.current = { line, sensitivity, minRunMs };
  const onEvent = useRef(options.onEvent);
  onEvent.current = options.onEvent;
  const onCrossingPhoto = useRef(options.onCrossingPhoto);
  onCrossingPhoto.current = options.onCrossingPhoto;
  const worker = useRef<Worker | null>(null);

  const send = useCallback((command: GateCommand, transfer: Transferable[] = []) => {
    worker.current?.postMessage(command, transfer);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger (retry asks for the camera again)
  useEffect(() => {
    if (!enabled || !video) return;
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
      setStatus('starting');
      setReady(false);
      setState('IDLE');
      let opened: MediaStream;
      try {
        opened = await openRearCamera();
      } catch (error) {
        if (mine === generation) setStatus(cameraProblemOf(error));
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
      stopFrames = captureFrames(video, detector, settings, {
        onState: setState,
        onEvent: (event) => onEvent.current?.(event),
        onPhoto: (photo) => onCrossingPhoto.current?.(photo),
        onReady: setReady,
      });
      setStatus('live');
    };

    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        stop();
        setStatus('paused');
      } else if (!stream) {
        void start();
      }
    };
    const onPageHide = () => {
      stop();
      setStatus('paused');
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
  }, [enabled, video, attempt]);

  const setSensitivity = useCallback(
    (value: number) => {
      setSensitivityState(value);
      send({ type: 'sensitivity', value });
    },
    [send],
  );
  const setLine = useCallback((value: number) => setLineState(Math.min(1, Math.max(0, value))), []);
  const arm = useCallback(() => send({ type: 'arm' }), [send]);
  const cancel = useCallback(() => send({ type: 'cancel' }), [send]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return {
    videoRef: setVideo,
    status,
    ready,
    state,
    line,
    setLine,
    sensitivity,
    setSensitivity,
    arm,
    cancel,
    retry,
  };
}

interface CaptureCallbacks {
  onState: (state: GateState) => void;
  onEvent: (event: GateEvent) => void;
  onPhoto: (photo: CrossingPhoto) => void;
  onReady: (ready: boolean) => void;
}

type Settings = { current: { line: number; sensitivity: number; minRunMs: number } };

/**
 * Reads the strip of each new frame into a small canvas and posts its pixels to the worker
 * (transferred). A changed line, picture size or minimum run configures a fresh detector first.
 */
function captureFrames(
  video: HTMLVideoElement,
  detector: Worker,
  settings: Settings,
  callbacks: CaptureCallbacks,
): () => void {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let inFlight = 0;
  let learnt = 0;
  let configured = '';
  detector.onmessage = (message: MessageEvent<GateReply>) => {
    const reply = message.data;
    if (reply.type === 'state') callbacks.onState(reply.state);
    else if (reply.type === 'event') callbacks.onEvent(reply.event);
    else if (reply.type === 'photo') callbacks.onPhoto({ crossing: reply.crossing, blob: reply.photo });
    else if (reply.type === 'photo-image') {
      // A photo is evidence, not timing: one that cannot be encoded is left out, the run still counts.
      encodeWithin(reply.image, canvasEncoder).then(
        (blob) => callbacks.onPhoto({ crossing: reply.crossing, blob }),
        () => undefined,
      );
    } else if (reply.type === 'frame-done') {
      inFlight = Math.max(0, inFlight - 1);
      learnt += 1;
      // The detector learns the empty view from its first frames before it can see a crossing.
      if (learnt === defaultGateOptions.warmupFrames + 1) callbacks.onReady(true);
    }
  };
  return watchFrames(video, (capturedAt) => {
    const { videoWidth, videoHeight } = video;
    if (!context || videoWidth === 0 || videoHeight === 0 || inFlight >= MAX_IN_FLIGHT) return;
    const { line, sensitivity, minRunMs } = settings.current;
    const strip = stripGeometry(videoWidth, videoHeight, line);
    const key = `${videoWidth}x${videoHeight}@${strip.lineInStrip}/${strip.sourceLeft}/${minRunMs}`;
    if (key !== configured) {
      configured = key;
      learnt = 0;
      callbacks.onReady(false);
      canvas.width = strip.width;
      canvas.height = strip.height;
      const command: GateCommand = {
        type: 'configure',
        options: { line: strip.lineInStrip, sensitivity, minRunMs },
      };
      detector.postMessage(command);
    }
    context.drawImage(
      video,
      strip.sourceLeft,
      0,
      strip.sourceWidth,
      videoHeight,
      0,
      0,
      strip.width,
      strip.height,
    );
    const { buffer } = context.getImageData(0, 0, strip.width, strip.height).data;
    const frame: GateCommand = {
      type: 'frame',
      buffer,
      width: strip.width,
      height: strip.height,
      format: 'rgba',
      capturedAt,
    };
    inFlight += 1;
    detector.postMessage(frame, [buffer]);
  });
}
