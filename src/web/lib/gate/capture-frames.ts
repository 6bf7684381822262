import { defaultGateOptions, type GateEvent, type GateState } from '../../../shared/gate/detector';
import { stripGeometry, watchFrames } from './camera';
import { canvasEncoder, encodeWithin } from './photo-encoding';
import type { GateCommand, GateReply } from './protocol';

/** A crossing's picture, ready to upload (POST /api/Gate/CrossingPhoto). */
export interface CrossingPhoto {
  crossing: GateEvent;
  blob: Blob;
}

/** Frames sent but not yet handed back: past this, frames are skipped rather than queued. */
const MAX_IN_FLIGHT = 2;

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
export function captureFrames(
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
