import { describe, expect, it } from 'vitest';
import { crossingScene, frameTime, renderFrame } from '../../../shared/gate/synthetic-video';
import { createGateHandler, type GateReply } from './protocol';

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
    expect(transfers.filter((transfer) => transfer.length > 0)).toEqual(buffers.map((buffer) => [buffer]));
    const states = replies.filter((reply) => reply.type === 'state');
    expect(states).toEqual([
      { type: 'state', state: 'ARMED' },
      { type: 'state', state: 'RUNNING' },
    ]);
    const start = replies.find((reply) => reply.type === 'event');
    expect(start?.type === 'event' && start.event.type).toBe('start');
    expect(start?.type === 'event' && Math.abs(start.event.at - scene.passes[0].crossAt)).toBeLessThan(20);
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
