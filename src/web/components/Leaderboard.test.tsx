import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/format';
import type { LeaderboardRow } from '../../shared/schemas/leaderboard';
import { Leaderboard, type LeaderboardProps } from './Leaderboard';

function row(id: number, standing: number, userName: string, url: string | null = null): LeaderboardRow {
  return {
    id,
    user: { userName, current: { url } },
    duration: 60_000 + id,
    tsDuration: `1:00.0${id}`,
    timeStarted: '2025-03-04T00:00:00.000Z',
    timeCompleted: '2025-03-04T00:01:00.000Z',
    officialTime: false,
    location: { id: 1, name: 'Bondi', path: 'bondi' },
    standing,
  };
}

function renderBoard(props: LeaderboardProps, at = '/Locations/View/bondi') {
  const router = createMemoryRouter(
    [{ path: '/Locations/View/:path', element: <Leaderboard {...props} /> }],
    {
      initialEntries: [at],
    },
  );
  return render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

afterEach(cleanup);

describe('Leaderboard', () => {
  it('titles the board "<title> Leaderboard" with Competitor / Date / Time columns', () => {
    renderBoard({ title: 'Social', rows: [row(1, 1, 'alice')] });
    expect(screen.getByRole('heading', { name: 'Social Leaderboard' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Social Leaderboard' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Competitor', 'Date', 'Time']);
  });

  it('numbers rows by standing, ties sharing a place, with name, d/m/yyyy date and time', () => {
    renderBoard({
      title: 'Social',
      rows: [row(1, 1, 'alice'), row(2, 2, 'bob'), row(3, 2, 'carol'), row(4, 4, 'dave')],
    });
    const rows = screen.getAllByTestId('leaderboard-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      'Place 1alice',
      'Place 2bob',
      'Place 2carol',
      'Place 4dave',
    ]);
    const [, date, time] = within(rows[0]).getAllByRole('cell');
    // d/m/yyyy in AU time, as formatted by shared/format.ts
    expect(date.textContent).toBe(formatDate('2025-03-04T00:01:00.000Z'));
    expect(time.textContent).toBe('1:00.01');
  });

  it('shows the avatar photo when there is one, else the default icon', () => {
    const { container } = renderBoard({
      title: 'Social',
      rows: [row(1, 1, 'alice', '/uploads/users/a.webp'), row(2, 2, 'bob')],
    });
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toBe('/uploads/users/a.webp');
    const rows = screen.getAllByTestId('leaderboard-row');
    expect(rows[1].querySelector('svg')).not.toBeNull();
  });

  it("says 'No Comp times recorded' for an empty Comp board", () => {
    renderBoard({ title: 'Comp', rows: [], official: true });
    expect(screen.getByText('No Comp times recorded')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('invites the visitor to set the first time on an empty casual board with the relative ./RecordTime link', () => {
    renderBoard({ title: 'Social', rows: [] });
    expect(screen.queryByText('No Comp times recorded')).toBeNull();
    const link = screen.getByRole('link', { name: 'Be the first to set a time' });
    expect(link.getAttribute('href')).toBe('/Locations/View/bondi/RecordTime');
  });

  it('can point the invitation elsewhere', () => {
    renderBoard({ title: 'Social', rows: [], recordTimeHref: '/Locations/View/7/Stopwatch' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/Locations/View/7/Stopwatch');
  });
});
