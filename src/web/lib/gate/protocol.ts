import {
  GateDetector,
  type GateEvent,
  type GateOptions,
  type GateState,
} from '../../../shared/gate/detector';
import { greyFromRgba } from '../../../shared/gate/frames';
import {
  type CrossingPhotoImage,
  composeCrossingPhoto,
  PHOTO_RING_FRAMES,
  pickCrossingFrames,
  type StripSnapshot,
} from '../../../shared/gate/photo';
import { type EncodeImage, encodeWithin } from './photo-encoding';

/**
 * What the Gate screen and the gate's worker say to each other. The screen only posts frames (their
 * buffers transferred, not copied) and the member's commands; the detector runs in the worker so
 * the clock on screen never waits for a frame. Each buffer goes back once read, so the screen can
 * reuse it instead of allocating one per frame.
 */

export type GateCommand =
  | { type: 'configure'; options: Partial<GateOptions> }
  | {
      type: 'frame';
      buffer: ArrayBuffer;
      width: number;
      height: number;
      /** RGBA straight from a canvas, or grey levels already. */
      format: 'rgba' | 'grey';
      /** The camera's capture time (requestVideoFrameCallback's captureTime, else its expectedDisplayTime). */
      capturedAt: number;
    }
  | { type: 'arm' }
  | { type: 'cancel' }
  | { type: 'sensitivity'; value: number };

export type GateReply =
  | { type: 'state'; state: GateState }
  | { type: 'event'; event: GateEvent }
  | { type: 'frame-done'; buffer: ArrayBuffer }
  /** The picture of a start or finish (docs/timing.md "A photo of each crossing"), encoded in the worker. */
  | { type: 'photo'; crossing: GateEvent; photo: Blob }
  /** The same picture as pixels, for the page to encode where the worker cannot. */
  | { type: 'photo-image'; crossing: GateEvent; image: CrossingPhotoImage }
  | { type: 'error'; message: string };

type PostReply = (reply: GateReply, transfer?: Transferable[]) => void;

/**
 * Keeps the last strips and makes each crossing's picture once the frames after it have arrived.
 * `encode` is the worker's encoder (null where it has none: the pixels go to the page instead).
 */
function crossingPhotos(post: PostReply, encode: EncodeImage | null) {
  let ring: StripSnapshot[] = [];
  let waiting: GateEvent[] = [];
  let line: number | undefined;
  const send = (crossing: GateEvent, image: CrossingPhotoImage) => {
    if (!encode) {
      post({ type: 'photo-image', crossing, image }, [image.rgba.buffer as ArrayBuffer]);
      return;
    }
    encodeWithin(image, encode).then(
      (photo) => post({ type: 'photo', crossing, photo }),
      (error: unknown) =>
        post({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
  };
  return {
    reset(lineInStrip: number | undefined) {
      ring = [];
      waiting = [];
      line = lineInStrip;
    },
    push(frame: StripSnapshot, crossing: GateEvent | null) {
      ring.push(frame);
      if (ring.length > PHOTO_RING_FRAMES) ring.shift();
      if (crossing) waiting.push(crossing);
      waiting = waiting.filter((event) => {
        const picked = pickCrossingFrames(ring, event.at);
        if (!picked) return ring[0].capturedAt <= event.at;
        send(event, composeCrossingPhoto(picked.frames, picked.marked, line ?? frame.width / 2));
        return false;
      });
    },
  };
}

/**
 * The worker's message handler, apart from the worker so it can be tested as it is. `encode`
 * writes the crossings' pictures (`offscreenEncoder()` in a worker that can); without it they go
 * to the page as pixels.
 */
export function createGateHandler(
  post: PostReply,
  encode: EncodeImage | null = null,
): (command: GateCommand) => void {
  let gate = new GateDetector();
  let lastState: GateState = gate.state;
  const photos = crossingPhotos(post, encode);
  const reportState = () => {
    if (gate.state === lastState) return;
    lastState = gate.state;
    post({ type: 'state', state: lastState });
  };
  const onFrame = (command: Extract<GateCommand, { type: 'frame' }>) => {
    const bytes = new Uint8Array(command.buffer);
    const { width, height } = command;
    try {
      // Kept for the crossing's picture, so never the buffer that goes back to the page.
      const pixels = command.format === 'rgba' ? greyFromRgba(bytes, width, height) : bytes.slice();
      const frame = { pixels, width, height, capturedAt: command.capturedAt };
      const event = gate.push(frame);
      if (event) post({ type: 'event', event });
      reportState();
      photos.push(frame, event);
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
    post({ type: 'frame-done', buffer: command.buffer }, [command.buffer]);
  };
  return (command) => {
    switch (command.type) {
      case 'frame':
        onFrame(command);
        return;
      case 'configure':
        // New settings are a new gate: the strip or the line may have moved.
        gate = new GateDetector(command.options);
        photos.reset(command.options.line);
        lastState = gate.state;
        post({ type: 'state', state: lastState });
        return;
      case 'arm':
        gate.arm();
        reportState();
        return;
      case 'cancel':
        gate.cancel();
        reportState();
        return;
      case 'sensitivity':
        gate.setSensitivity(command.value);
        return;
    }
  };
}
