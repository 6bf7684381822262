import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location, LocationTime } from '../../../../../shared/schemas/location';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderWithProviders } from '../../../../lib/test-render';
import { LocationTimesList, TIMES_PAGE_SIZE } from './LocationTimesList';

const api = setUpTestApiServer();
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => notifications.clean());

const course = { id: 7, name: 'Lake Park', path: 'lake-park', minimumSeconds: 40 } as Location;

function run(
  id: number,
  userName: string,
  duration: number,
  extra: Partial<LocationTime> = {},
): LocationTime {
  const done = Date.UTC(2026, 10, 3, 5, 5) - id * 60_000;
  return {
    id,
    user: { id: id + 100, userName, disabled: false },
    duration,
    tsDuration: '',
    timeStarted: new Date(done - duration).toISOString(),
    timeCompleted: new Date(done).toISOString(),
    officialTime: false,
    timingMethod: 'manual',
    witnessed: false,
    event: null,
    hidden: false,
    removed: null,
    photos: null,
    ...extra,
  };
}

/** ListTimes over `all` as the server pages and filters it; DeleteTime takes one out. */
function serveTimes(initial: LocationTime[]) {
  let all = initial;
  api.routes['POST /api/Location/ListTimes'] = (request, response) => {
    const { page, pageSize, userName = '', hiddenOnly } = JSON.parse(request.body);
    const matching = all.filter(
      (time) => time.user.userName.includes(userName) && (!hiddenOnly || time.hidden),
    );
    const times = matching.slice((page - 1) * pageSize, page * pageSize);
    sendJson(response, 200, { total: matching.length, page, pageSize, times });
  };
  const setRemoved = (id: number, removed: LocationTime['removed']) => {
    all = all.map((time) => (time.id === id ? { ...time, removed } : time));
    return all.find((time) => time.id === id);
  };
  api.routes['POST /api/Admin/Times/RemoveFromBoards/1'] = (request, response) => {
    const { reason } = JSON.parse(request.body);
    sendJson(response, 200, setRemoved(1, { at: '2026-11-03T05:00:00.000Z', reason, byUserName: 'admin' }));
  };
  api.routes['POST /api/Admin/Times/RestoreToBoards/1'] = (_request, response) => {
    sendJson(response, 200, setRemoved(1, null));
  };
  api.routes['POST /api/Location/DeleteTime'] = (request, response) => {
    const { id } = JSON.parse(request.body);
    all = all.filter((time) => time.id !== id);
    sendJson(response, 200, { ok: true });
  };
}

const asked = () => api.hits('/api/Location/ListTimes').map((request) => JSON.parse(request.body));
const rows = () => within(screen.getByRole('list', { name: 'Times' })).getAllByRole('listitem');

describe('LocationTimesList', () => {
  it('lists times with who, duration, date and kind, and asks for the first page', async () => {
    serveTimes([
      run(1, 'casey', 83_456),
      run(2, 'robin', 65_000, {
        officialTime: true,
        timingMethod: 'referee',
        event: { id: 3, name: 'Spring Cup' },
      }),
      run(3, 'quick', 12_000, { hidden: true }),
    ]);
    renderWithProviders(<LocationTimesList location={course} />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0].textContent).toContain('casey1:23.45');
    expect(rows()[0].textContent).toContain('3/11/2026');
    expect(within(rows()[0]).getByText('Social')).toBeTruthy();
    expect(within(rows()[1]).getByText('Comp')).toBeTruthy();
    expect(within(rows()[1]).getByText('Spring Cup')).toBeTruthy();
    expect(within(rows()[2]).getByText('Hidden')).toBeTruthy();
    expect(screen.getByText('3 times')).toBeTruthy();
    expect(asked()[0]).toEqual({ locationId: 7, page: 1, pageSize: TIMES_PAGE_SIZE, hiddenOnly: false });
  });

  it('filters by user name and to hidden times, each from page 1', async () => {
    serveTimes([run(1, 'casey', 83_456), run(2, 'robin', 65_000), run(3, 'quick', 12_000, { hidden: true })]);
    renderWithProviders(<LocationTimesList location={course} />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Filter by user name'), { target: { value: ' rob ' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(asked().at(-1)).toMatchObject({ userName: 'rob', page: 1 });
    fireEvent.change(screen.getByLabelText('Filter by user name'), { target: { value: '' } });
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('switch', { name: /^Only hidden times/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(asked().at(-1)).toMatchObject({ hiddenOnly: true, page: 1 });
    expect(screen.getByText('Social times under 40 seconds: stored, but kept off the boards.')).toBeTruthy();
  });

  it('pages through the times', async () => {
    serveTimes(
      Array.from({ length: TIMES_PAGE_SIZE + 3 }, (_, index) => run(index + 1, `runner${index + 1}`, 70_000)),
    );
    renderWithProviders(<LocationTimesList location={course} />);
    await waitFor(() => expect(rows()).toHaveLength(TIMES_PAGE_SIZE));
    fireEvent.click(screen.getAllByRole('button', { name: 'Next page' })[0]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(asked().at(-1)).toMatchObject({ page: 2 });
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('deletes a time only after the confirmation, with a toast, and the list reloads', async () => {
    serveTimes([run(1, 'casey', 83_456), run(2, 'robin', 65_000)]);
    renderWithProviders(<LocationTimesList location={course} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: /^Delete casey - 1:23\.45 on 3\/11\/2026/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete time' });
    expect(api.hits('/api/Location/DeleteTime')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/^Removed the time casey - 1:23\.45/)).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(JSON.parse(api.hits('/api/Location/DeleteTime')[0]?.body ?? '{}')).toEqual({ id: 1 });
  });

  it("shows a gate run's crossing photos, each opening larger", async () => {
    serveTimes([
      run(1, 'casey', 83_456, {
        timingMethod: 'gate',
        witnessed: true,
        photos: { start: '/uploads/s.webp', finish: '/uploads/f.webp' },
      }),
    ]);
    renderWithProviders(<LocationTimesList location={course} />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByRole('img', { name: 'Start crossing' }).getAttribute('src')).toBe(
      '/uploads/s.webp',
    );
    fireEvent.click(within(rows()[0]).getByRole('button', { name: 'Finish crossing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish crossing' });
    expect(within(dialog).getByRole('img', { name: 'Finish crossing' }).getAttribute('src')).toBe(
      '/uploads/f.webp',
    );
    expect(within(dialog).getByText(/red border is the moment of the crossing/)).toBeTruthy();
  });

  it('removes a run from the boards with a reason, shows it removed, and restores it', async () => {
    serveTimes([run(1, 'casey', 83_456), run(2, 'robin', 65_000)]);
    renderWithProviders(<LocationTimesList location={course} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: /^Remove from boards: casey - 1:23\.45/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from boards' });
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from boards' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(api.hits('/api/Admin/Times/RemoveFromBoards/1')).toEqual([]);
    fireEvent.change(reason, { target: { value: ' Cut the corner ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from boards' }));
    expect(await screen.findByText('Run removed from the boards')).toBeTruthy();
    expect(JSON.parse(api.hits('/api/Admin/Times/RemoveFromBoards/1')[0]?.body ?? '{}')).toEqual({
      reason: 'Cut the corner',
    });
    await waitFor(() => expect(within(rows()[0]).getByText('Removed')).toBeTruthy());
    expect(rows()[0].textContent).toContain('Removed from the boards: Cut the corner');
    fireEvent.click(within(rows()[0]).getByRole('button', { name: /^Restore to boards: casey/ }));
    expect(await screen.findByText('Run restored to the boards')).toBeTruthy();
    await waitFor(() => expect(within(rows()[0]).queryByText('Removed')).toBeNull());
  });

  it("says 'No times recorded' when there are none", async () => {
    serveTimes([]);
    renderWithProviders(<LocationTimesList location={course} />);
    expect(await screen.findByText('No times recorded')).toBeTruthy();
  });
});
