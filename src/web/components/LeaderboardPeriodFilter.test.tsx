import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes, setWindowWidth, TEST_WINDOW_WIDTH } from '../lib/test-render';
import { LeaderboardPeriodFilter, useBoardPeriod } from './LeaderboardPeriodFilter';

function Shown() {
  const [period] = useBoardPeriod();
  return <output>{period}</output>;
}

const PHONE_WIDTH = 375;

function renderFilter(at: string, width = TEST_WINDOW_WIDTH) {
  setWindowWidth(width);
  return renderRoutes(
    [
      {
        path: '/Leaderboards',
        element: (
          <>
            <LeaderboardPeriodFilter />
            <Shown />
          </>
        ),
      },
    ],
    at,
  );
}

const picker = () => screen.getByRole('combobox', { name: 'Show times from' }) as HTMLSelectElement;
const labels = ['All time', 'Last 365 days', 'Last 30 days', 'Last 7 days', 'Last 24 hours'];

afterEach(() => setWindowWidth(TEST_WINDOW_WIDTH));

describe('LeaderboardPeriodFilter', () => {
  it('on a phone is the phone picker alone, naming each period by what the server counts', () => {
    renderFilter('/Leaderboards', PHONE_WIDTH);
    expect([...picker().options].map((option) => option.textContent)).toEqual(labels);
    expect([...picker().options].map((option) => option.value)).toEqual([
      'all',
      'year',
      'month',
      'week',
      'day',
    ]);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('from the md breakpoint up is a segmented control alone', () => {
    renderFilter('/Leaderboards');
    const segmented = screen.getByRole('radiogroup', { name: 'Show times from' });
    expect(
      within(segmented)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['all', 'year', 'month', 'week', 'day']);
    for (const label of labels) expect(within(segmented).getByLabelText(label)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('reads the period from ?period=, and all time for none or an unknown one', () => {
    renderFilter('/Leaderboards?period=week', PHONE_WIDTH);
    expect(screen.getByRole('status').textContent).toBe('week');
    expect(picker().value).toBe('week');
    cleanup();
    renderFilter('/Leaderboards?period=week');
    expect((screen.getByLabelText('Last 7 days') as HTMLInputElement).checked).toBe(true);
  });

  it('falls back to all time for a period that does not exist', () => {
    renderFilter('/Leaderboards?period=fortnight');
    expect(screen.getByRole('status').textContent).toBe('all');
  });

  it('puts the choice in the address, keeping its other parameters, and leaves all time out', () => {
    const { router } = renderFilter('/Leaderboards?highlight=bob', PHONE_WIDTH);
    fireEvent.change(picker(), { target: { value: 'day' } });
    expect(router.state.location.search).toBe('?highlight=bob&period=day');
    expect(screen.getByRole('status').textContent).toBe('day');
    fireEvent.change(picker(), { target: { value: 'all' } });
    expect(router.state.location.search).toBe('?highlight=bob');
    // Replaced, not pushed: Back leaves the page instead of stepping through periods.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('on a wide screen puts the segment chosen in the address the same way', () => {
    const { router } = renderFilter('/Leaderboards?highlight=bob');
    fireEvent.click(screen.getByLabelText('Last 30 days'));
    expect(router.state.location.search).toBe('?highlight=bob&period=month');
    fireEvent.click(screen.getByLabelText('All time'));
    expect(router.state.location.search).toBe('?highlight=bob');
    // Replaced, not pushed: Back leaves the page instead of stepping through periods.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
