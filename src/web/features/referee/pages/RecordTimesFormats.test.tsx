import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages';
import type { Event } from '../../../../shared/schemas/event';
import { sessionStore } from '../../../lib/session';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import { setUpTimingTest, tap, testSession } from '../../../lib/test-timing';
import RecordTimesPage from './RecordTimesPage';
import { chooseInLane } from './test-lane';

const api = setUpTestApiServer();
const { skip } = setUpTimingTest();
const RECORD = 'POST /api/Referee/AddToLeaderboard';

const eventOf = (id: number, format: Event['format'], penaltySeconds: number | null): Event => ({
  id,
  name: `Ridge ${format}`,
  path: `ridge-${format}`,
  content: '',
  locationId: 8,
  location: { id: 8, name: 'Ridge Park', path: 'ridge-park' },
  startTime: '2026-05-01T00:00:00.000Z',
  endTime: '2026-05-02T00:00:00.000Z',
  timeZone: 'Australia/Sydney',
  format,
  penaltySeconds,
});
const kim = { id: 21, name: 'kim', userName: 'kim', maskedEmail: 'k•••@example.com', maskedPhone: null };
const equipment = (id: number, name: string) => ({
  id: 200 + id,
  index: id,
  equipment: { id, name, path: name, imageUrl: null, videoUrl: null, showVideo: false, instructions: '' },
});
const COURSE = [equipment(31, 'Cargo Net'), equipment(32, 'Balance Beam'), equipment(33, 'Rope Climb')];
/** Ridge Park as the course list has it, with a minimum of 30 s. */
const ridgePark = {
  id: 8,
  name: 'Ridge Park',
  path: 'ridge-park',
  streetNumber: '1',
  streetAddress: 'Ridge Rd',
  city: 'Bondi',
  state: 'NSW',
  location: '1 Ridge Rd, Bondi NSW',
  gMapsUrl: 'https://www.google.com/maps',
  disabled: false,
  minimumSeconds: 30,
  gateOnly: false,
};

/** The server's answer to a save: the row's marks as the board counts them. */
const answer = (obstaclesCleared: number, penaltyMs: number) => ({
  standing: 1,
  result: { user: { userName: 'kim' }, obstaclesCleared, penaltyMs },
});

function page() {
  return renderRoutes([{ path: '/', element: <RecordTimesPage title="Record Times" /> }], '/');
}

/** Serves `event`, kim and the course; opens Record Times with kim in lane 1 once the course is known. */
async function openLane(event: Event, sub: string) {
  sessionStore.set({ ...testSession(sub), isReferee: true });
  api.routes['GET /api/Referee/MyEvents'] = (_request, response) => sendJson(response, 200, [event]);
  api.routes['POST /api/Referee/UserLookup'] = (_request, response) => sendJson(response, 200, [kim]);
  api.routes['POST /api/Location/GetSiteEquipment'] = (_request, response) => sendJson(response, 200, COURSE);
  const view = page();
  const lane = await screen.findByRole('region', { name: 'Lane 1' });
  await chooseInLane(lane, 'kim', /^kim/);
  await waitFor(() => expect(api.hits('/api/Location/GetSiteEquipment')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { view, lane };
}

const next = (lane: HTMLElement) => within(lane).getByTestId('lane-next-obstacle').textContent;
const bigButton = (lane: HTMLElement) => within(lane).getByTestId('lane-button');

describe('a lane at a penalty event', () => {
  it('marks every obstacle with an undo, STOP waits for the last, and the save carries the marks', async () => {
    const { lane } = await openLane(eventOf(9, 'penalty', 10), '61');
    api.routes[RECORD] = (_request, response) => sendJson(response, 200, answer(2, 10_000));
    expect(within(lane).queryByTestId('lane-cleared')).toBeNull();

    tap(within(lane).getByRole('button', { name: 'START' }));
    expect(next(lane)).toBe('1 of 3 · Cargo Net');
    expect(bigButton(lane).textContent).toBe('STOP3 obstacles to mark');
    expect(bigButton(lane).hasAttribute('disabled')).toBe(true);
    expect(within(lane).queryByTestId('lane-split')).toBeNull();

    skip(8_000);
    tap(within(lane).getByRole('button', { name: 'CLEARED' }));
    expect(next(lane)).toBe('2 of 3 · Balance Beam');
    // A second tap within the guard is a double tap: it marks nothing.
    skip(300);
    tap(within(lane).getByRole('button', { name: 'CLEARED' }));
    expect(next(lane)).toBe('2 of 3 · Balance Beam');

    // CLEARED by mistake: Undo within 3 s, then FAILED.
    skip(7_000);
    tap(within(lane).getByRole('button', { name: 'CLEARED' }));
    expect(next(lane)).toBe('3 of 3 · Rope Climb');
    skip(1_000);
    const undo = within(lane).getByRole('button', { name: 'Undo mark: Balance Beam' });
    expect(undo.style.visibility).toBe('visible');
    tap(undo);
    expect(next(lane)).toBe('2 of 3 · Balance Beam');
    skip(1_000);
    tap(within(lane).getByRole('button', { name: 'FAILED' }));
    expect(bigButton(lane).textContent).toBe('STOP1 obstacle to mark');

    skip(9_000);
    tap(within(lane).getByRole('button', { name: 'CLEARED' }));
    expect(next(lane)).toBe('All 3 marked: STOP at the finish');
    expect(within(lane).getByTestId('lane-marks-summary').textContent).toBe('+10 s (1 of 3 failed)');
    expect(bigButton(lane).textContent).toBe('STOP');

    skip(5_000);
    tap(bigButton(lane));
    skip(1_500);
    tap(within(lane).getByRole('button', { name: 'SAVE TIME' }));
    expect(await screen.findByText(messages.timeRecorded)).toBeTruthy();
    expect(screen.getByText('+10 s')).toBeTruthy();
    const body = JSON.parse(api.hits('/api/Referee/AddToLeaderboard')[0]?.body ?? '{}');
    expect(body).toMatchObject({ userId: 21, eventId: 9, locationId: 8 });
    expect(body.splits).toBeUndefined();
    expect(body.obstacles).toEqual([
      { equipmentId: 31, cleared: true, ms: 8_000 },
      { equipmentId: 32, cleared: false, ms: 17_300 },
      { equipmentId: 33, cleared: true, ms: 26_300 },
    ]);
    expect(body.duration).toBe(31_300);
    expect((await within(lane).findByTestId('lane-last-saved')).textContent).toMatch(
      /^Last saved: kim 0:31\.30 \(\+10 s\)$/,
    );
  });

  it('keeps the marks through a reload, and a save without signal goes later with them, once', async () => {
    const first = await openLane(eventOf(10, 'penalty', 20), '62');
    tap(within(first.lane).getByRole('button', { name: 'START' }));
    skip(6_000);
    tap(within(first.lane).getByRole('button', { name: 'FAILED' }));
    first.view.unmount();

    page();
    const lane = await screen.findByRole('region', { name: 'Lane 1' });
    await waitFor(() => expect(next(lane)).toBe('2 of 3 · Balance Beam'));
    skip(6_000);
    tap(within(lane).getByRole('button', { name: 'CLEARED' }));
    skip(6_000);
    tap(within(lane).getByRole('button', { name: 'CLEARED' }));
    skip(2_000);
    tap(bigButton(lane));
    skip(1_500);
    api.routes[RECORD] = (_request, response) => sendJson(response, 503, { error: 'Unavailable' });
    tap(within(lane).getByRole('button', { name: 'SAVE TIME' }));
    const queue = await screen.findByTestId('queue-notice');
    expect((await within(lane).findByTestId('lane-last-saved')).textContent).toMatch(/\(\+20 s\)/);

    api.routes[RECORD] = (_request, response) => sendJson(response, 200, answer(2, 20_000));
    tap(within(queue).getByRole('button', { name: 'Try sending now' }));
    expect(await screen.findByText('+20 s')).toBeTruthy();
    const sends = api.hits('/api/Referee/AddToLeaderboard');
    expect(sends).toHaveLength(2);
    expect(sends[1]?.headers['idempotency-key']).toBe(sends[0]?.headers['idempotency-key']);
    expect(JSON.parse(sends[1]?.body ?? '')).toEqual(JSON.parse(sends[0]?.body ?? ''));
    expect(
      JSON.parse(sends[1]?.body ?? '').obstacles.map((mark: { cleared: boolean }) => mark.cleared),
    ).toEqual([false, true, true]);
  });
});

describe('a lane at an obstacles event', () => {
  it("ends the run at a FAILED (Undo lets it go on), with the duration at that mark's time", async () => {
    api.routes['GET /api/Location/ListAll'] = (_request, response) => sendJson(response, 200, [ridgePark]);
    const { lane } = await openLane(eventOf(11, 'obstacles', null), '63');
    await waitFor(() => expect(api.hits('/api/Location/ListAll')).toHaveLength(1));
    api.routes[RECORD] = (_request, response) => sendJson(response, 200, answer(1, 0));
    tap(within(lane).getByRole('button', { name: 'START' }));
    skip(10_000);
    tap(within(lane).getByRole('button', { name: 'CLEARED' }));
    skip(5_000);
    tap(within(lane).getByRole('button', { name: 'FAILED' }));
    const display = within(lane).getByTestId('lane-display');
    expect(display.getAttribute('data-status')).toBe('stopped');
    expect(display.textContent).toBe('0:15.00');
    expect(bigButton(lane).textContent).toBe('SAVE TIME');
    expect(within(lane).getByTestId('lane-marks-summary').textContent).toBe(
      'Failed Balance Beam (2 of 3): 1 of 3 cleared',
    );

    // Undo: the run goes on from its start, Balance Beam next again.
    skip(1_000);
    tap(within(lane).getByRole('button', { name: 'Undo mark: Balance Beam' }));
    expect(display.getAttribute('data-status')).toBe('running');
    expect(next(lane)).toBe('2 of 3 · Balance Beam');
    skip(4_000);
    tap(within(lane).getByRole('button', { name: 'FAILED' }));
    expect(display.textContent).toBe('0:20.00');
    skip(3_100);
    // Under the course's 30 s minimum, yet not asked about: the FAILED ended the run, not a STOP.
    tap(within(lane).getByRole('button', { name: 'SAVE TIME' }));
    expect(await screen.findByText(messages.timeRecorded)).toBeTruthy();
    expect(within(lane).queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('1 of 3 cleared')).toBeTruthy();
    const body = JSON.parse(api.hits('/api/Referee/AddToLeaderboard')[0]?.body ?? '{}');
    expect(body.duration).toBe(20_000);
    // Nor confirmed for it: the server holds only whole runs to the minimum.
    expect(body.confirmShort).toBeUndefined();
    expect(body.obstacles).toEqual([
      { equipmentId: 31, cleared: true, ms: 10_000 },
      { equipmentId: 32, cleared: false, ms: 20_000 },
    ]);
  });

  it('leaves the clock running to STOP once the last obstacle is cleared', async () => {
    const { lane } = await openLane(eventOf(12, 'obstacles', null), '64');
    api.routes[RECORD] = (_request, response) => sendJson(response, 200, answer(3, 0));
    tap(within(lane).getByRole('button', { name: 'START' }));
    for (const _obstacle of COURSE) {
      skip(5_000);
      tap(within(lane).getByRole('button', { name: 'CLEARED' }));
    }
    expect(within(lane).getByTestId('lane-display').getAttribute('data-status')).toBe('running');
    expect(next(lane)).toBe('All 3 marked: STOP at the finish');
    skip(4_000);
    tap(bigButton(lane));
    skip(1_500);
    tap(within(lane).getByRole('button', { name: 'SAVE TIME' }));
    expect(await screen.findByText(messages.timeRecorded)).toBeTruthy();
    expect(screen.getByText('3 of 3 cleared')).toBeTruthy();
    const body = JSON.parse(api.hits('/api/Referee/AddToLeaderboard')[0]?.body ?? '{}');
    expect(body.duration).toBe(19_000);
    expect(body.obstacles).toHaveLength(3);
  });
});
