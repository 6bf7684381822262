import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../lib/test-render';
import { LeaderboardPeriodFilter, useBoardPeriod } from './LeaderboardPeriodFilter';

function Shown() {
  const [period] = useBoardPeriod();
  return <output>{period}</output>;
}

function renderFilter(at: string) {
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

// The test window is desktop-wide, where the phone's picker is hidden (hiddenFrom="md").
const picker = () => screen.getByRole('combobox', { name: 'Show times from', hidden: true });

describe('LeaderboardPeriodFilter', () => {
  it('names each period by what the server counts (rolling windows back from now)', () => {
    renderFilter('/Leaderboards');
    const labels = ['All time', 'Last 365 days', 'Last 30 days', 'Last 7 days', 'Last 24 hours'];
    expect([...(picker() as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(labels);
    const segmented = screen.getByRole('radiogroup', { name: 'Show times from' });
    expect(
      within(segmented)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['all', 'year', 'month', 'week', 'day']);
    for (const label of labels) expect(within(segmented).getByLabelText(label)).toBeTruthy();
  });

  it('reads the period from ?period=, and all time for none or an unknown one', () => {
    renderFilter('/Leaderboards?period=week');
    expect(screen.getByRole('status').textContent).toBe('week');
    expect((picker() as HTMLSelectElement).value).toBe('week');
    expect((screen.getByLabelText('Last 7 days') as HTMLInputElement).checked).toBe(true);
  });

  it('falls back to all time for a period that does not exist', () => {
    renderFilter('/Leaderboards?period=fortnight');
    expect(screen.getByRole('status').textContent).toBe('all');
  });

  it('puts the choice in the address, keeping its other parameters, and leaves all time out', () => {
    const { router } = renderFilter('/Leaderboards?highlight=bob');
    fireEvent.change(picker(), { target: { value: 'day' } });
    expect(router.state.location.search).toBe('?highlight=bob&period=day');
    expect(screen.getByRole('status').textContent).toBe('day');

    fireEvent.click(screen.getByLabelText('Last 30 days'));
    expect(router.state.location.search).toBe('?highlight=bob&period=month');

    fireEvent.change(picker(), { target: { value: 'all' } });
    expect(router.state.location.search).toBe('?highlight=bob');
    // Replaced, not pushed: Back leaves the page instead of stepping through periods.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
