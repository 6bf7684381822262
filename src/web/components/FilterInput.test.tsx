import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, renderWithProviders } from '../lib/test-render';
import { FilterInput } from './FilterInput';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function type(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Filter results' }), { target: { value: text } });
}

describe('FilterInput', () => {
  it('reports the trimmed term once, 350 ms after the last keystroke', () => {
    const onChange = vi.fn();
    renderWithProviders(<FilterInput onChange={onChange} />);
    type('b');
    vi.advanceTimersByTime(200);
    type(' bon ');
    vi.advanceTimersByTime(349);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('bon');
  });

  it('reports an emptied box as an empty term', () => {
    const onChange = vi.fn();
    renderWithProviders(<FilterInput onChange={onChange} />);
    type('jo');
    vi.advanceTimersByTime(350);
    type('');
    vi.advanceTimersByTime(350);
    expect(onChange.mock.calls).toEqual([['jo'], ['']]);
  });

  it('keeps the term while on the page and starts empty after leaving it', async () => {
    const onChange = vi.fn();
    const { router } = renderRoutes(
      [
        { path: '/Admin/UserManagement/Manage', element: <FilterInput onChange={onChange} /> },
        { path: '/Admin', element: <p>Hub</p> },
      ],
      '/Admin/UserManagement/Manage',
    );
    type('alex');
    await act(() => router.navigate('/Admin/UserManagement/Manage?view=disabled'));
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('alex');

    await act(() => router.navigate('/Admin'));
    vi.advanceTimersByTime(350);
    // Leaving before the pause drops the pending term instead of filtering a page that is gone.
    expect(onChange).not.toHaveBeenCalled();

    await act(() => router.navigate('/Admin/UserManagement/Manage'));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Filter results' }).value).toBe('');
  });
});
