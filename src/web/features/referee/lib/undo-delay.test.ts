import { describe, expect, it } from 'vitest';
import { createDelayedActions, type Timers, UNDO_DELAY_MS } from './undo-delay';

/** Timers moved by hand: `elapse` runs whatever is due. */
function manualTimers() {
  let now = 0;
  let next = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    set: (run, ms) => {
      next += 1;
      due.set(next, { at: now + ms, run });
      return next;
    },
    clear: (handle) => void due.delete(handle as number),
  };
  return {
    timers,
    pending: () => due.size,
    elapse(ms: number) {
      now += ms;
      for (const [handle, timer] of [...due]) {
        if (timer.at <= now) {
          due.delete(handle);
          timer.run();
        }
      }
    },
  };
}

describe('delayed deletes with Undo', () => {
  it('runs the action once the undo period has passed, not before', () => {
    const clock = manualTimers();
    const actions = createDelayedActions<number>(UNDO_DELAY_MS, clock.timers);
    const ran: number[] = [];
    actions.schedule(9, () => ran.push(9));
    clock.elapse(UNDO_DELAY_MS - 1);
    expect(ran).toEqual([]);
    expect(actions.has(9)).toBe(true);
    clock.elapse(1);
    expect(ran).toEqual([9]);
    expect(actions.has(9)).toBe(false);
  });

  it('Undo within the period means the action never runs', () => {
    const clock = manualTimers();
    const actions = createDelayedActions<number>(UNDO_DELAY_MS, clock.timers);
    const ran: number[] = [];
    actions.schedule(9, () => ran.push(9));
    expect(actions.cancel(9)).toBe(true);
    clock.elapse(UNDO_DELAY_MS * 2);
    expect(ran).toEqual([]);
    expect(actions.cancel(9)).toBe(false);
    expect(clock.pending()).toBe(0);
  });

  it('a second Delete of the same time keeps the first timer; leaving the page runs what waits', () => {
    const clock = manualTimers();
    const actions = createDelayedActions<number>(UNDO_DELAY_MS, clock.timers);
    const ran: number[] = [];
    actions.schedule(1, () => ran.push(1));
    actions.schedule(1, () => ran.push(100));
    actions.schedule(2, () => ran.push(2));
    actions.flush();
    expect(ran).toEqual([1, 2]);
    clock.elapse(UNDO_DELAY_MS);
    expect(ran).toEqual([1, 2]);
  });
});
