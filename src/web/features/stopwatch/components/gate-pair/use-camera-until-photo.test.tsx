import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCameraUntilPhoto } from './use-camera-until-photo';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCameraUntilPhoto', () => {
  it('keeps the camera on after the finish until the crossing’s picture is handed over', () => {
    const { result, rerender } = renderHook(({ finished }) => useCameraUntilPhoto(finished), {
      initialProps: { finished: false },
    });
    expect(result.current.cameraOn).toBe(true);
    rerender({ finished: true });
    act(() => vi.advanceTimersByTime(14_000));
    expect(result.current.cameraOn).toBe(true);
    act(() => result.current.photoTaken());
    expect(result.current.cameraOn).toBe(false);
  });

  it('lets the camera go 15 s after the finish when no picture comes', () => {
    const { result, rerender } = renderHook(({ finished }) => useCameraUntilPhoto(finished), {
      initialProps: { finished: false },
    });
    rerender({ finished: true });
    act(() => vi.advanceTimersByTime(14_999));
    expect(result.current.cameraOn).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.cameraOn).toBe(false);
  });

  it('waits for the picture of the last crossing, not of one the server refused before it', () => {
    const { result, rerender } = renderHook(({ finished }) => useCameraUntilPhoto(finished), {
      initialProps: { finished: false },
    });
    act(() => result.current.crossed());
    act(() => result.current.photoTaken());
    act(() => result.current.crossed());
    rerender({ finished: true });
    expect(result.current.cameraOn).toBe(true);
    act(() => result.current.photoTaken());
    expect(result.current.cameraOn).toBe(false);
  });

  it('keeps the camera on while the run is under way, picture or not', () => {
    const { result } = renderHook(() => useCameraUntilPhoto(false));
    act(() => result.current.photoTaken());
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.cameraOn).toBe(true);
  });
});
