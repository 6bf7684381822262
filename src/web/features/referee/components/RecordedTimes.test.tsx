import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages';
import type { RecordedTime } from '../../../../shared/schemas/referee';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderWithProviders } from '../../../lib/test-render';
import { RecordedTimes } from './RecordedTimes';

const api = setUpTestApiServer();
const LIST = 'GET /api/Referee/TimesRecorded/5';

const time = (id: number, userName: string, tsDuration: string): RecordedTime => ({
  id,
  duration: 60_000,
  tsDuration,
  timeCompleted: '2026-03-01T01:00:00.000Z',
  user: { id: id + 100, userName },
});

function serveTimes(rows: RecordedTime[]) {
  let current = rows;
  api.routes[LIST] = (_request, response) => sendJson(response, 200, current);
  return {
    deleteAnswers(status: number) {
      api.routes['DELETE /api/Referee/DeleteTimeRecorded/1'] = (_request, response) => {
        if (status === 200) current = current.filter((row) => row.id !== 1);
        sendJson(
          response,
          status,
          status === 200 ? { ok: true } : { error: 'You are not a referee of this event.' },
        );
      };
    },
  };
}

const deletes = () => api.seen.filter((request) => request.method === 'DELETE');

describe('RecordedTimes', () => {
  it('lists userName - duration with a named Delete button, and the SPEC text when empty', async () => {
    serveTimes([time(1, 'sam', '1:05.43'), time(2, 'alex', '1:10.00')]);
    renderWithProviders(<RecordedTimes eventId={5} />);
    expect(await screen.findByText('sam - 1:05.43')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete alex - 1:10.00' })).toBeTruthy();
  });

  it("shows 'No times recorded' for an event without times", async () => {
    serveTimes([]);
    renderWithProviders(<RecordedTimes eventId={5} />);
    expect(await screen.findByText(messages.noTimesRecorded)).toBeTruthy();
  });

  it('Undo within the period brings the row back and sends no DELETE, even after leaving', async () => {
    serveTimes([time(1, 'sam', '1:05.43')]).deleteAnswers(200);
    const view = renderWithProviders(<RecordedTimes eventId={5} undoDelayMs={60_000} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete sam - 1:05.43' }));
    expect(await screen.findByText(messages.timeRemoved)).toBeTruthy();
    expect(screen.queryByText('sam - 1:05.43')).toBeNull();
    expect(screen.getByText(messages.noTimesRecorded)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Undo removing sam - 1:05.43' }));
    expect(await screen.findByText('sam - 1:05.43')).toBeTruthy();
    view.unmount();
    expect(deletes()).toEqual([]);
  });

  it('deletes once the undo period is over, and the row stays gone', async () => {
    serveTimes([time(1, 'sam', '1:05.43'), time(2, 'alex', '1:10.00')]).deleteAnswers(200);
    renderWithProviders(<RecordedTimes eventId={5} undoDelayMs={20} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete sam - 1:05.43' }));
    await waitFor(() =>
      expect(deletes().map((request) => request.url)).toEqual(['/api/Referee/DeleteTimeRecorded/1']),
    );
    await waitFor(() => expect(api.hits('/api/Referee/TimesRecorded/5').length).toBeGreaterThan(1));
    expect(screen.queryByText('sam - 1:05.43')).toBeNull();
    expect(screen.getByText('alex - 1:10.00')).toBeTruthy();
  });

  it('leaving the page before the period is over sends the DELETE at once', async () => {
    serveTimes([time(1, 'sam', '1:05.43')]).deleteAnswers(200);
    const view = renderWithProviders(<RecordedTimes eventId={5} undoDelayMs={60_000} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete sam - 1:05.43' }));
    expect(deletes()).toEqual([]);
    view.unmount();
    await waitFor(() => expect(deletes()).toHaveLength(1));
  });

  it('a refused DELETE brings the row back and says why', async () => {
    serveTimes([time(1, 'sam', '1:05.43')]).deleteAnswers(403);
    renderWithProviders(<RecordedTimes eventId={5} undoDelayMs={20} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete sam - 1:05.43' }));
    expect(await screen.findByText('You are not a referee of this event.')).toBeTruthy();
    expect(await screen.findByText('sam - 1:05.43')).toBeTruthy();
  });
});
