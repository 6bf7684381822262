import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';
import { defaultGateOptions, type GateEvent, type GateState } from '../../../shared/gate/detector';
import { type CrossingPhoto, captureFrames } from './capture-frames';
import { followCamera, type GateCameraStatus } from './follow-camera';
import type { GateCommand } from './protocol';

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
    return followCamera(video, worker, {
      onStatus: setStatus,
      onReady: setReady,
      onState: setState,
      startFrames: (detector) =>
        captureFrames(video, detector, settings, {
          onState: setState,
          onEvent: (event) => onEvent.current?.(event),
          onPhoto: (photo) => onCrossingPhoto.current?.(photo),
          onReady: setReady,
        }),
    });
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
