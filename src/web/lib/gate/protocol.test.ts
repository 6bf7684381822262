import { describe, expect, it, vi } from 'vitest';
import { crossingScene, frameTime, renderFrame } from '../../../../test-support/gate/synthetic-video';
import { PHOTO_BORDER, PHOTO_COLOURS, PHOTO_GAP, photoSize } from '../../../shared/gate/photo';
import { createGateHandler, type GateCommand, type GateReply } from './protocol';

const STRIP = 48;

function gateWithReplies() {
  const replies: GateReply[] = [];
  const transfers: Transferable[][] = [];
  const handle = createGateHandler((reply, transfer = []) => {
    replies.push(reply);
    transfers.push(transfer);
  });
  return { handle, replies, transfers };
}

/** A strip frame as a canvas gives it: RGBA with the grey level in each colour. */
function rgbaOf(grey: Uint8Array): ArrayBuffer {
  const rgba = new Uint8Array(grey.length * 4);
  grey.forEach((level, i) => {
    rgba.fill(level, i * 4, i * 4 + 3);
  });
  return rgba.buffer;
}

/** Two seconds of one runner crossing, as grey strips; answers the scene. */
function playCrossing(handle: (command: GateCommand) => void) {
  const scene = { ...crossingScene(1, 5), frames: 60 };
  for (let index = 0; index < scene.frames; index++) {
    const grey = renderFrame(scene, index, scene.line - STRIP / 2, STRIP);
    handle({
      type: 'frame',
      buffer: grey.buffer as ArrayBuffer,
      width: STRIP,
      height: scene.height,
      format: 'grey',
      capturedAt: frameTime(scene, index),
    });
  }
  return scene;
}

describe('the gate worker protocol', () => {
  it('reads posted frames, reports the start and hands every buffer back', () => {
    const { handle, replies, transfers } = gateWithReplies();
    handle({ type: 'configure', options: { minRunMs: 1_000 } });
    const scene = { ...crossingScene(1, 5), frames: 60 };
    const buffers: ArrayBuffer[] = [];
    for (let index = 0; index < scene.frames; index++) {
      const buffer = rgbaOf(renderFrame(scene, index, scene.line - STRIP / 2, STRIP));
      buffers.push(buffer);
      handle({
        type: 'frame',
        buffer,
        width: STRIP,
        height: scene.height,
        format: 'rgba',
        capturedAt: frameTime(scene, index),
      });
    }
    const done = replies.filter((reply) => reply.type === 'frame-done');
    expect(done.map((reply) => reply.type === 'frame-done' && reply.buffer)).toEqual(buffers);
    const doneTransfers = replies.flatMap((reply, i) => (reply.type === 'frame-done' ? [transfers[i]] : []));
    expect(doneTransfers).toEqual(buffers.map((buffer) => [buffer]));
    const states = replies.filter((reply) => reply.type === 'state');
    expect(states).toEqual([
      { type: 'state', state: 'ARMED' },
      { type: 'state', state: 'RUNNING' },
    ]);
    const start = replies.find((reply) => reply.type === 'event');
    expect(start?.type === 'event' && start.event.type).toBe('start');
    expect(start?.type === 'event' && Math.abs(start.event.at - scene.passes[0].crossAt)).toBeLessThan(20);
  });

  it('sends the picture of the start once three frames after it have arrived, the crossing frame marked', () => {
    const { handle, replies, transfers } = gateWithReplies();
    handle({ type: 'configure', options: { minRunMs: 1_000, line: STRIP / 2 } });
    const scene = playCrossing(handle);
    const photos = replies.filter((reply) => reply.type === 'photo-image');
    expect(photos).toHaveLength(1);
    const [photo] = photos;
    if (photo?.type !== 'photo-image') throw new Error('a photo expected');
    const start = replies.find((reply) => reply.type === 'event');
    expect(start?.type === 'event' && photo.crossing).toEqual(start?.type === 'event' && start.event);
    expect({ width: photo.image.width, height: photo.image.height }).toEqual(
      photoSize(7, STRIP, scene.height),
    );
    // The red frame is the fourth: three before the crossing.
    const cell = STRIP + 2 * PHOTO_BORDER + PHOTO_GAP;
    const at = (x: number) => Array.from(photo.image.rgba.slice(x * 4, x * 4 + 3));
    expect(at(3 * cell)).toEqual([...PHOTO_COLOURS.marked]);
    expect(at(2 * cell)).toEqual([...PHOTO_COLOURS.frame]);
    // Its pixels are handed over, not copied.
    expect(transfers[replies.indexOf(photo)]).toEqual([photo.image.rgba.buffer]);
    // Sent after the frames that follow the crossing, not with the start.
    expect(replies.indexOf(photo)).toBeGreaterThan(replies.findIndex((reply) => reply.type === 'event'));
  });

  it('encodes the picture in the worker when it has an encoder', async () => {
    const replies: GateReply[] = [];
    const sizes: number[] = [];
    const handle = createGateHandler(
      (reply) => replies.push(reply),
      async (image, type) => {
        sizes.push(image.width);
        return new Blob([new Uint8Array(1_000)], { type });
      },
    );
    handle({ type: 'configure', options: { minRunMs: 1_000 } });
    const scene = playCrossing(handle);
    await vi.waitFor(() => expect(replies.some((reply) => reply.type === 'photo')).toBe(true));
    const photo = replies.find((reply) => reply.type === 'photo');
    expect(photo?.type === 'photo' && photo.photo.type).toBe('image/webp');
    expect(sizes).toEqual([photoSize(7, STRIP, scene.height).width]);
  });

  it('reports a frame it cannot read and still hands its buffer back', () => {
    const { handle, replies } = gateWithReplies();
    const buffer = new ArrayBuffer(10);
    handle({ type: 'frame', buffer, width: 4, height: 4, format: 'grey', capturedAt: 0 });
    expect(replies).toEqual([
      { type: 'error', message: 'A strip frame needs width × height grey levels.' },
      { type: 'frame-done', buffer },
    ]);
  });

  it('cancels to IDLE and arms again on command', () => {
    const { handle, replies } = gateWithReplies();
    handle({ type: 'cancel' });
    handle({ type: 'sensitivity', value: 0.8 });
    handle({ type: 'arm' });
    expect(replies).toEqual([
      { type: 'state', state: 'IDLE' },
      { type: 'state', state: 'ARMED' },
    ]);
  });
});
