import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatNames, formatRule } from '../../../../../shared/event-format';
import { messages } from '../../../../../shared/messages';
import type { Event } from '../../../../../shared/schemas/event';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import { eventTexts } from '../texts';
import EventEditPage from './EventEditPage';

const api = setUpTestApiServer();
const bondi = { id: 3, name: 'Bondi Beach', path: 'bondi-beach' };
const cup: Event = {
  id: 9,
  name: 'Summer Cup',
  path: 'summer-cup',
  content: '<p>Bring water</p>',
  locationId: 3,
  location: bondi,
  startTime: '2026-12-05T22:00:00.000Z',
  endTime: '2026-12-06T02:00:00.000Z',
  timeZone: 'Australia/Sydney',
  format: 'time',
  penaltySeconds: null,
};

function renderEdit(path = 'summer-cup') {
  api.routes['GET /api/Location/ListAll'] = (_request, response) => sendJson(response, 200, [bondi]);
  api.routes['GET /api/Event/9/Referees'] = (_request, response) => sendJson(response, 200, []);
  api.routes['GET /api/Event/9/AvailableReferees'] = (_request, response) => sendJson(response, 200, []);
  return renderRoutes(
    [{ path: '/Admin/Event/Edit/:path', element: <EventEditPage title="Edit event" sectionKey="events" /> }],
    `/Admin/Event/Edit/${path}`,
  );
}

describe('EventEditPage', () => {
  it("loads the event by its path, prefills the form and saves it whole with its id ('Successfully updated …')", async () => {
    api.routes['POST /api/Event/GetSingle'] = (_request, response) => sendJson(response, 200, cup);
    api.routes['POST /api/Event/Update'] = (request, response) =>
      sendJson(response, 200, { ...cup, name: (JSON.parse(request.body) as Event).name });
    renderEdit();
    const name = await screen.findByLabelText(/^Name/);
    expect((name as HTMLInputElement).value).toBe('Summer Cup');
    expect((screen.getByLabelText(/^Web address/) as HTMLInputElement).value).toBe('summer-cup');
    expect((screen.getByLabelText(/^Location/) as HTMLSelectElement).value).toBe('3');
    expect(JSON.parse(api.hits('/api/Event/GetSingle')[0].body)).toEqual({ path: 'summer-cup' });
    fireEvent.change(name, { target: { value: 'Summer Cup Final' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated Summer Cup Final')).toBeTruthy();
    expect(JSON.parse(api.hits('/api/Event/Update')[0].body)).toEqual({
      id: 9,
      name: 'Summer Cup Final',
      path: 'summer-cup',
      content: '<p>Bring water</p>',
      locationId: 3,
      startTime: cup.startTime,
      endTime: cup.endTime,
      format: 'time',
      penaltySeconds: null,
    });
  });

  it("prefills a penalty event's format and seconds, says its rule, and sends a new format without them", async () => {
    const penalty: Event = { ...cup, format: 'penalty', penaltySeconds: 30 };
    api.routes['POST /api/Event/GetSingle'] = (_request, response) => sendJson(response, 200, penalty);
    api.routes['POST /api/Event/Update'] = (request, response) =>
      sendJson(response, 200, { ...penalty, ...(JSON.parse(request.body) as Partial<Event>) });
    renderEdit();
    const format = await screen.findByRole('radiogroup', { name: eventTexts.formatLabel });
    expect((within(format).getByLabelText(formatNames.penalty) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Penalty seconds/) as HTMLInputElement).value).toBe('30');
    expect(screen.getByTestId('event-form-rule').textContent).toBe(formatRule('penalty', 30));

    fireEvent.click(within(format).getByLabelText(formatNames.obstacles));
    expect(screen.getByTestId('event-form-rule').textContent).toBe(formatRule('obstacles', null));
    expect(screen.queryByLabelText(/^Penalty seconds/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated Summer Cup')).toBeTruthy();
    expect(JSON.parse(api.hits('/api/Event/Update')[0].body)).toMatchObject({
      format: 'obstacles',
      penaltySeconds: null,
    });
  });

  it("shows the server's 400 on the penalty seconds field", async () => {
    const penalty: Event = { ...cup, format: 'penalty', penaltySeconds: 30 };
    api.routes['POST /api/Event/GetSingle'] = (_request, response) => sendJson(response, 200, penalty);
    api.routes['POST /api/Event/Update'] = (_request, response) =>
      sendJson(response, 400, {
        error: messages.penaltySecondsRequired,
        fields: { penaltySeconds: messages.penaltySecondsRequired },
      });
    renderEdit();
    const seconds = await screen.findByLabelText(/^Penalty seconds/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seconds.getAttribute('aria-invalid')).toBe('true'));
    // On the field alone: the form's one alert stays empty.
    expect(screen.getAllByText(messages.penaltySecondsRequired)).toHaveLength(1);
  });

  it('shows a refusal that names no field above the button', async () => {
    api.routes['POST /api/Event/GetSingle'] = (_request, response) => sendJson(response, 200, cup);
    api.routes['POST /api/Event/Update'] = (_request, response) =>
      sendJson(response, 409, { error: messages.eventLocationHasTimes });
    renderEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.eventLocationHasTimes));
  });

  it('says the event is not found for an unknown path', async () => {
    api.routes['POST /api/Event/GetSingle'] = (_request, response) =>
      sendJson(response, 404, { error: 'Event not found' });
    renderEdit('no-such-event');
    expect(await screen.findByText('No event has this address.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
