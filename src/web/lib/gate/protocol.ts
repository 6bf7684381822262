import {
  GateDetector,
  type GateEvent,
  type GateOptions,
  type GateState,
} from '../../../shared/gate/detector';
import { greyFromRgba } from '../../../shared/gate/frames';

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
  | { type: 'error'; message: string };

export type PostReply = (reply: GateReply, transfer?: Transferable[]) => void;

/** The worker's message handler, apart from the worker so it can be tested as it is. */
export function createGateHandler(post: PostReply): (command: GateCommand) => void {
  let gate = new GateDetector();
  let lastState: GateState = gate.state;
  const reportState = () => {
    if (gate.state === lastState) return;
    lastState = gate.state;
    post({ type: 'state', state: lastState });
  };
  const onFrame = (command: Extract<GateCommand, { type: 'frame' }>) => {
    const bytes = new Uint8Array(command.buffer);
    const { width, height } = command;
    try {
      const pixels = command.format === 'rgba' ? greyFromRgba(bytes, width, height) : bytes;
      const event = gate.push({ pixels, width, height, capturedAt: command.capturedAt });
      if (event) post({ type: 'event', event });
      reportState();
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
