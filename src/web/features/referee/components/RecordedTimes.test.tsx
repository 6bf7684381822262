import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages';
import type { RecordedTime } from '../../../../shared/schemas/referee';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderWithProviders } from '../../../lib/test-render';
import { RecordedTimes } from './RecordedTimes';

const api = setUpTestApiServer();
const LIST = 'GET /api/Referee/TimesRecorded/5';

/** A time finished `minute` minutes past 11:00 am Sydney time (01:00 UTC in March, summer time). */
const time = (id: number, userName: string, tsDuration: string, minute = id): RecordedTime => ({
  id,
  duration: 60_000,
  tsDuration,
  timeCompleted: `2026-03-01T01:${String(minute).padStart(2, '0')}:07.000Z`,
  user: { id: id + 100, userName, name: `Name of ${userName}` },
});

/** The list as the server keeps it: a DELETE takes the row out, a restore puts it back. */
function serveTimes(rows: RecordedTime[]) {
  let current = rows;
  const all = new Map(rows.map((row) => [row.id, row]));
  api.routes[LIST] = (_request, response) => sendJson(response, 200, current);
  return {
    deleteAnswers(status: number, id = 1) {
      api.routes[`DELETE /api/Referee/DeleteTimeRecorded/${id}`] = (_request, response) => {
        if (status === 200) current = current.filter((row) => row.id !== id);
        sendJson(
          response,
          status,
          status === 200 ? { ok: true } : { error: 'You are not a referee of this event.' },
        );
      };
    },
    restoreAnswers(status: number, id = 1) {
      api.routes[`POST /api/Referee/RestoreTimeRecorded/${id}`] = (_request, response) => {
        const row = all.get(id);
        if (status === 200 && row) current = [...current, row];
        sendJson(response, status, status === 200 ? row : { error: messages.restoreOutsideRefereeWindow });
      };
    },
  };
}

const sent = (method: string) => api.seen.filter((request) => request.method === method).map((r) => r.url);
const list = () => screen.getByRole('list', { name: 'Recorded times' });

describe('RecordedTimes', () => {
  it('lists newest first: userName - duration, the name and the time of day, with a named Delete', async () => {
    serveTimes([time(1, 'sam', '1:05.43'), time(2, 'alex', '1:10.00')]);
    renderWithProviders(<RecordedTimes eventId={5} />);
    expect(await screen.findByText('sam - 1:05.43')).toBeTruthy();
    const rows = within(list()).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('alex - 1:10.00Name of alex · 12:02:07 pm'),
      expect.stringContaining('sam - 1:05.43Name of sam · 12:01:07 pm'),
    ]);
    expect(screen.getByRole('button', { name: 'Delete alex - 1:10.00' })).toBeTruthy();
  });

  it("shows 'No times recorded' for an event without times", async () => {
    serveTimes([]);
    renderWithProviders(<RecordedTimes eventId={5} />);
    expect(await screen.findByText(messages.noTimesRecorded)).toBeTruthy();
  });

  it('filters by user name or name', async () => {
    serveTimes([time(1, 'sam', '1:05.43'), time(2, 'alex', '1:10.00')]);
    renderWithProviders(<RecordedTimes eventId={5} />);
    await screen.findByText('sam - 1:05.43');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter results' }), {
      target: { value: 'NAME OF AL' },
    });
    await waitFor(() => expect(screen.queryByText('sam - 1:05.43')).toBeNull());
    expect(screen.getByText('alex - 1:10.00')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter results' }), { target: { value: 'zed' } });
    expect(await screen.findByText('No recorded times match “zed”.')).toBeTruthy();
  });

  it("deletes at once, then says 'Time removed' and keeps the row as Removed with Undo", async () => {
    serveTimes([time(1, 'sam', '1:05.43'), time(2, 'alex', '1:10.00')]).deleteAnswers(200);
    renderWithProviders(<RecordedTimes eventId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete sam - 1:05.43' }));
    expect(await screen.findByText(messages.timeRemoved)).toBeTruthy();
    expect(sent('DELETE')).toEqual(['/api/Referee/DeleteTimeRecorded/1']);
    expect(screen.getByRole('button', { name: 'Undo removing sam - 1:05.43' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete sam - 1:05.43' })).toBeNull();
    expect(within(list()).getByText('Removed')).toBeTruthy();
  });

  it('Undo puts the same time back through the restore call', async () => {
    const server = serveTimes([time(1, 'sam', '1:05.43')]);
    server.deleteAnswers(200);
    server.restoreAnswers(200);
    renderWithProviders(<RecordedTimes eventId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete sam - 1:05.43' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo removing sam - 1:05.43' }));
    expect(await screen.findByRole('button', { name: 'Delete sam - 1:05.43' })).toBeTruthy();
    expect(sent('POST')).toEqual(['/api/Referee/RestoreTimeRecorded/1']);
    expect(screen.getByText('sam - 1:05.43 is back')).toBeTruthy();
  });

  it('a refused Undo keeps the row removed and says why', async () => {
    const server = serveTimes([time(1, 'sam', '1:05.43')]);
    server.deleteAnswers(200);
    server.restoreAnswers(403);
    renderWithProviders(<RecordedTimes eventId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete sam - 1:05.43' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo removing sam - 1:05.43' }));
    expect(await screen.findByText(messages.restoreOutsideRefereeWindow)).toBeTruthy();
    expect(screen.getByText('sam - 1:05.43 was not put back')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo removing sam - 1:05.43' })).toBeTruthy();
  });

  it('a refused DELETE keeps the row and says why', async () => {
    serveTimes([time(1, 'sam', '1:05.43')]).deleteAnswers(403);
    renderWithProviders(<RecordedTimes eventId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete sam - 1:05.43' }));
    expect(await screen.findByText('You are not a referee of this event.')).toBeTruthy();
    expect(screen.getByText('sam - 1:05.43 was not removed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete sam - 1:05.43' })).toBeTruthy();
    expect(within(list()).queryByText('Removed')).toBeNull();
  });
});
