import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/format';
import type { LeaderboardRow } from '../../shared/schemas/leaderboard';
import { sessionStore } from '../lib/session';
import { sendJson, setUpTestApiServer } from '../lib/test-api-server';
import { renderRoutes, setWindowWidth, TEST_WINDOW_WIDTH } from '../lib/test-render';
import { Leaderboard, type LeaderboardProps } from './Leaderboard';

const api = setUpTestApiServer();

function row(id: number, standing: number, userName: string, url: string | null = null): LeaderboardRow {
  return {
    id,
    user: { userName, current: { url } },
    duration: 60_000 + id,
    tsDuration: `1:00.${String(id).padStart(2, '0')}`,
    timeStarted: '2025-03-04T00:00:00.000Z',
    timeCompleted: '2025-03-04T00:01:00.000Z',
    officialTime: false,
    timingMethod: 'manual',
    witnessed: false,
    location: { id: 1, name: 'Bondi', path: 'bondi' },
    standing,
    obstaclesCleared: null,
    penaltyMs: 0,
    rankedMs: 60_000 + id,
  };
}

/** A board of `count` competitors, one per place: racer1 … racerN. */
const board = (count: number) => Array.from({ length: count }, (_, i) => row(i + 1, i + 1, `racer${i + 1}`));

function renderBoard(props: LeaderboardProps, at = '/Locations/View/bondi') {
  return renderRoutes([{ path: '/Locations/View/:path', element: <Leaderboard {...props} /> }], at);
}

const rowNames = () => screen.getAllByTestId('leaderboard-row').map((r) => r.getAttribute('aria-label'));

function signInAs(userName: string) {
  sessionStore.set({ token: 't', refreshToken: 'r', isAdmin: false, isReferee: false, redirectTo: null });
  api.routes['GET /api/Account/MyAccount'] = (_request, response) => sendJson(response, 200, { userName });
}

afterEach(() => setWindowWidth(TEST_WINDOW_WIDTH));

describe('Leaderboard', () => {
  it('marks a witnessed gate run with an image named "Timed by camera gate", and only that run', () => {
    renderBoard({
      title: 'Social',
      rows: [
        { ...row(1, 1, 'alice'), timingMethod: 'gate', witnessed: true },
        // A gate run saved without signal: the server did not see it, so no mark.
        { ...row(2, 2, 'bob'), timingMethod: 'gate' },
        { ...row(3, 3, 'cy'), timingMethod: 'referee', witnessed: true },
      ],
      note: 'This board counts gate-timed runs only.',
    });
    const marks = screen.getAllByRole('img', { name: 'Timed by camera gate' });
    expect(marks).toHaveLength(1);
    const [alice, bob, cy] = screen.getAllByTestId('leaderboard-row');
    expect(within(alice).getByRole('img', { name: 'Timed by camera gate' })).toBe(marks[0]);
    expect(within(bob).queryByRole('img', { name: 'Timed by camera gate' })).toBeNull();
    expect(within(cy).queryByRole('img', { name: 'Timed by camera gate' })).toBeNull();
    expect(alice.getAttribute('aria-label')).toContain('1:00.01 (timed by camera gate)');
    expect(bob.getAttribute('aria-label')).not.toContain('camera');
    expect(marks[0].querySelector('title')?.textContent).toBe('Timed by camera gate');
    expect(screen.getByText('This board counts gate-timed runs only.')).toBeTruthy();
  });

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
    const date = formatDate('2025-03-04T00:01:00.000Z');
    expect(rowNames()).toEqual([
      `Place 1: alice, 1:00.01, ${date}`,
      `Place 2: bob, 1:00.02, ${date}`,
      `Place 2: carol, 1:00.03, ${date}`,
      `Place 4: dave, 1:00.04, ${date}`,
    ]);
    const [competitor, dateCell, time] = within(screen.getAllByTestId('leaderboard-row')[0]).getAllByRole(
      'cell',
    );
    expect(competitor.textContent).toContain('Place 1alice');
    expect(dateCell.textContent).toBe(date);
    expect(time.textContent).toBe('1:00.01');
  });

  it("dates a run by the course's clocks: 11:30 pm in Perth is the next day in Sydney", () => {
    const lateInPerth = { ...row(1, 1, 'alice'), timeCompleted: '2025-03-04T15:30:00.000Z' };
    renderBoard({ title: 'Social', rows: [lateInPerth], timeZone: 'Australia/Perth' });
    expect(rowNames()).toEqual(['Place 1: alice, 1:00.01, 4/3/2025']);
  });

  it('on a phone puts the date under the name instead of in a column of its own', () => {
    setWindowWidth(375);
    renderBoard({ title: 'Social', rows: [row(1, 1, 'alice')] });
    const table = screen.getByRole('table', { name: 'Social Leaderboard' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Competitor', 'Time']);
    const [competitor, time] = within(screen.getByTestId('leaderboard-row')).getAllByRole('cell');
    const date = formatDate('2025-03-04T00:01:00.000Z');
    expect(competitor.textContent).toBe(`Place 1alice${date}`);
    expect(time.textContent).toBe('1:00.01');
  });

  it('keeps a long name on one line with an ellipsis, the full name in its title and the row label', () => {
    const long = 'Wwwwwwwwwwww';
    renderBoard({ title: 'Social', rows: [row(1, 1, long)] });
    const name = screen.getByTitle(long);
    expect(name.textContent).toBe(long);
    expect(name.className).toMatch(/name/);
    expect(screen.getByRole('row', { name: new RegExp(`^Place 1: ${long},`) })).toBeTruthy();
  });

  it('shows the avatar photo when there is one, else the default icon', () => {
    const { container } = renderBoard({
      title: 'Social',
      rows: [row(1, 1, 'alice', '/uploads/users/a.webp'), row(2, 2, 'bob')],
    });
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toBe('/uploads/users/a.webp');
    expect(screen.getAllByTestId('leaderboard-row')[1].querySelector('svg')).not.toBeNull();
  });

  it('shows the top ten, then every place on request', () => {
    renderBoard({ title: 'Social', rows: board(12) });
    expect(screen.getAllByTestId('leaderboard-row')).toHaveLength(10);
    const more = screen.getByRole('button', { name: 'Show all 12 times' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getAllByTestId('leaderboard-row')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Show the top 10' }));
    expect(screen.getAllByTestId('leaderboard-row')).toHaveLength(10);
  });

  it("marks the signed-in member's row, and shows it again with its place below the top ten", async () => {
    signInAs('racer12');
    renderBoard({ title: 'Social', rows: board(14) });
    const below = await screen.findByRole('rowgroup', { name: 'Your place' });
    const mine = within(below).getByTestId('leaderboard-row');
    expect(mine.getAttribute('aria-label')).toBe(
      `Place 12: racer12 (you), 1:00.12, ${formatDate('2025-03-04T00:01:00.000Z')}`,
    );
    expect(mine.hasAttribute('data-marked')).toBe(true);
    expect(screen.getAllByTestId('leaderboard-row')).toHaveLength(11);

    // Once every place shows, the row is in its place and not repeated.
    fireEvent.click(screen.getByRole('button', { name: 'Show all 14 times' }));
    expect(screen.queryByRole('rowgroup', { name: 'Your place' })).toBeNull();
    const marked = screen.getAllByTestId('leaderboard-row').filter((r) => r.hasAttribute('data-marked'));
    expect(marked.map((r) => r.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Place 12: racer12/),
    ]);
  });

  it("marks the member's row in place when it is in the top ten", async () => {
    signInAs('racer3');
    renderBoard({ title: 'Social', rows: board(12) });
    await waitFor(() =>
      expect(screen.getAllByTestId('leaderboard-row')[2].hasAttribute('data-marked')).toBe(true),
    );
    expect(screen.queryByRole('rowgroup', { name: 'Your place' })).toBeNull();
    expect(screen.getByText('(you)')).toBeTruthy();
  });

  it('marks the row of ?highlight=<user name> (any case) for a guest, without asking for an account', () => {
    renderBoard({ title: 'Social', rows: board(12) }, '/Locations/View/bondi?highlight=RACER11');
    const below = screen.getByRole('rowgroup', { name: 'Your place' });
    expect(within(below).getByTestId('leaderboard-row').getAttribute('aria-label')).toMatch(
      /^Place 11: racer11,/,
    );
    expect(screen.queryByText('(you)')).toBeNull();
    expect(api.hits('/api/Account/MyAccount')).toHaveLength(0);
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

  it("on a paged board shows the member's own row below the loaded places and offers Show more", async () => {
    signInAs('racer55');
    let asked = 0;
    renderBoard({
      title: 'Social',
      rows: board(12),
      ownRow: row(55, 55, 'racer55'),
      more: { total: 60, loading: false, onShowMore: () => (asked += 1) },
    });
    await waitFor(() => expect(rowNames().at(-1)).toContain('racer55'));
    expect(rowNames()).toHaveLength(11);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    // All twelve loaded places, the own row still below them, and Show more for the next ones.
    expect(rowNames()).toHaveLength(13);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(asked).toBe(1);
  });

  it('offers no Show more once every place is loaded', () => {
    renderBoard({
      title: 'Social',
      rows: board(12),
      more: { total: 12, loading: false, onShowMore: () => {} },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show all 12 times' }));
    expect(rowNames()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  describe('at an event scored by obstacles or penalties', () => {
    const date = formatDate('2025-03-04T00:01:00.000Z');
    const headers = () =>
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    const cells = (index = 0) =>
      within(screen.getAllByTestId('leaderboard-row')[index])
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Three cleared, the third at 0:41.50; one cleared (a run of 1:05.00), ranked by its mark at 0:12.00.
    const obstacleRows = [
      { ...row(1, 1, 'alice'), obstaclesCleared: 3, rankedMs: 41_500 },
      { ...row(2, 2, 'bob'), duration: 65_000, tsDuration: '1:05.00', obstaclesCleared: 1, rankedMs: 12_000 },
    ];
    const penaltyRows = [
      { ...row(1, 1, 'alice'), obstaclesCleared: 3, rankedMs: 60_001 },
      { ...row(2, 2, 'bob'), obstaclesCleared: 2, penaltyMs: 30_000, rankedMs: 90_002 },
    ];

    it('obstacles: a Cleared column before the time, which is the last cleared mark', () => {
      renderBoard({ title: 'Comp', rows: obstacleRows, official: true, format: 'obstacles' });
      expect(headers()).toEqual(['Competitor', 'Date', 'Cleared', 'Time']);
      expect(cells(0).slice(1)).toEqual([date, '3', '0:41.50']);
      expect(cells(1).slice(1)).toEqual([date, '1', '0:12.00']);
      expect(rowNames()).toEqual([
        `Place 1: alice, 3 cleared, 0:41.50, ${date}`,
        `Place 2: bob, 1 cleared, 0:12.00, ${date}`,
      ]);
    });

    it("penalty: the time, the penalty ('—' for none) and the total", () => {
      renderBoard({ title: 'Comp', rows: penaltyRows, official: true, format: 'penalty' });
      expect(headers()).toEqual(['Competitor', 'Date', 'Time', 'Penalty', 'Total']);
      expect(cells(0).slice(1)).toEqual([date, '1:00.01', '—', '1:00.01']);
      expect(cells(1).slice(1)).toEqual([date, '1:00.02', '+30 s', '1:30.00']);
      expect(rowNames()).toEqual([
        `Place 1: alice, 1:00.01, penalty none, total 1:00.01, ${date}`,
        `Place 2: bob, 1:00.02, penalty +30 s, total 1:30.00, ${date}`,
      ]);
    });

    it('penalty on a phone: the penalty under the time (headed Time + Penalty), then the Total', () => {
      setWindowWidth(375);
      renderBoard({ title: 'Comp', rows: penaltyRows, official: true, format: 'penalty' });
      expect(headers()).toEqual(['Competitor', 'Time+ Penalty', 'Total']);
      expect(cells(0)).toEqual([`Place 1alice${date}`, '1:00.01Penalty —', '1:00.01']);
      expect(cells(1)).toEqual([`Place 2bob${date}`, '1:00.02Penalty +30 s', '1:30.00']);
      expect(rowNames()[1]).toBe(`Place 2: bob, 1:00.02, penalty +30 s, total 1:30.00, ${date}`);
    });

    it('obstacles on a phone: Cleared and Time, the date under the name', () => {
      setWindowWidth(375);
      renderBoard({ title: 'Comp', rows: obstacleRows, official: true, format: 'obstacles' });
      expect(headers()).toEqual(['Competitor', 'Cleared', 'Time']);
      expect(cells(0)).toEqual([`Place 1alice${date}`, '3', '0:41.50']);
    });

    it("a time trial's board (no format given) is the board it always was, the new figures unshown", () => {
      renderBoard({ title: 'Comp', rows: penaltyRows, official: true });
      expect(headers()).toEqual(['Competitor', 'Date', 'Time']);
      expect(cells(1).slice(1)).toEqual([date, '1:00.02']);
    });

    it("the gap row before the member's place spans every column", async () => {
      signInAs('racer12');
      const rows = board(12).map((entry) => ({ ...entry, obstaclesCleared: 3 }));
      renderBoard({ title: 'Comp', rows, official: true, format: 'penalty' });
      const below = await screen.findByRole('rowgroup', { name: 'Your place', hidden: true });
      expect(below.querySelector('td')?.getAttribute('colspan')).toBe('5');
    });

    it("the gap row spans a phone's three columns", async () => {
      setWindowWidth(375);
      signInAs('racer12');
      renderBoard({ title: 'Comp', rows: board(12), official: true, format: 'penalty' });
      const below = await screen.findByRole('rowgroup', { name: 'Your place', hidden: true });
      expect(below.querySelector('td')?.getAttribute('colspan')).toBe('3');
    });
  });
});
