import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test-render';
import { TAP_GUARD_MS } from '../tap-guard';
import { useGuardedPress } from './use-tap-guard';

/** A START/STOP button as the lanes and the stopwatch wire it: the label is the latest state. */
function Toggle() {
  const [running, setRunning] = useState(false);
  const press = useGuardedPress(() => setRunning((was) => !was));
  return (
    <button type="button" {...press}>
      {running ? 'STOP' : 'START'}
    </button>
  );
}

const finger = { button: 0, isPrimary: true, pointerType: 'touch' };

beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
afterEach(() => vi.useRealTimers());

describe('useGuardedPress', () => {
  it('turns a double tap on a button into one press, and takes the next after 1 s', () => {
    render(<Toggle />);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button, finger);
    fireEvent.click(button, { detail: 1 });
    expect(button.textContent).toBe('STOP');
    vi.advanceTimersByTime(200);
    fireEvent.pointerDown(button, finger);
    fireEvent.click(button, { detail: 1 });
    expect(button.textContent).toBe('STOP');
    vi.advanceTimersByTime(TAP_GUARD_MS);
    fireEvent.pointerDown(button, finger);
    expect(button.textContent).toBe('START');
  });

  it('presses once for Enter on the focused button (a click with no pointer), through the same guard', () => {
    render(<Toggle />);
    const button = screen.getByRole('button');
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(button);
    expect(button.textContent).toBe('STOP');
  });
});
