import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GateLine } from './GateLine';

function Harness({ locked }: { locked: boolean }) {
  const [line, setLine] = useState(0.5);
  return <GateLine line={line} locked={locked} onChange={setLine} />;
}

describe('GateLine', () => {
  afterEach(cleanup);

  it('moves 1 % per arrow key and 5 % with Shift', () => {
    render(<Harness locked={false} />);
    const slider = screen.getByRole('slider', { name: 'Gate line' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('51');
    fireEvent.keyDown(slider, { key: 'ArrowLeft', shiftKey: true });
    expect(slider.getAttribute('aria-valuenow')).toBe('46');
    expect(slider.hasAttribute('aria-disabled')).toBe(false);
  });

  it('stays put while locked (a run is being timed), by key or by finger', () => {
    const { container } = render(<Harness locked />);
    const slider = screen.getByRole('slider', { name: 'Gate line' });
    fireEvent.keyDown(slider, { key: 'End' });
    const area = container.firstElementChild as HTMLElement;
    fireEvent.pointerDown(area, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(area, { clientX: 0, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    expect(slider.getAttribute('aria-disabled')).toBe('true');
  });
});
