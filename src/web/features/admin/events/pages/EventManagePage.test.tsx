import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../../shared/messages';
import type { Event } from '../../../../../shared/schemas/event';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import { eventTexts } from '../texts';
import EventManagePage from './EventManagePage';

const api = setUpTestApiServer();
const LIST = 'GET /api/Event/ListAll';

const event = (id: number, name: string): Event => ({
  id,
  name,
  path: name.toLowerCase().replaceAll(' ', '-'),
  content: '',
  locationId: 1,
  location: { id: 1, name: 'Bondi Beach', path: 'bondi-beach' },
  startTime: '2026-12-05T22:00:00.000Z',
  endTime: '2026-12-06T02:00:00.000Z',
  timeZone: 'Australia/Sydney',
  format: 'time',
  penaltySeconds: null,
});

const cup = event(1, 'Summer Cup');
const sprint = event(2, 'Winter Sprint');

function renderManage(mode?: 'remove') {
  const path = mode ? '/Admin/Event/Remove' : '/Admin/Event/Manage';
  return renderRoutes(
    [{ path, element: <EventManagePage title="Manage events" sectionKey="events" mode={mode} /> }],
    path,
  );
}

describe('EventManagePage', () => {
  it('shows each event as a card with its location, AU dates and view/edit links by path', async () => {
    api.routes[LIST] = (_request, response) => sendJson(response, 200, [cup, sprint]);
    renderManage();
    const card = await screen.findByRole('article', { name: 'Summer Cup' });
    expect(card.textContent).toContain('Bondi Beach');
    expect(card.textContent).toContain('6/12/2026 9:00 am – 1:00 pm AEDT');
    expect(within(card).getByRole('link', { name: 'View Summer Cup' }).getAttribute('href')).toBe(
      '/Admin/Event/Single/summer-cup',
    );
    expect(within(card).getByRole('link', { name: 'Edit Summer Cup' }).getAttribute('href')).toBe(
      '/Admin/Event/Edit/summer-cup',
    );
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it("filters by name containing the term, any case, and says 'No events found' when none match", async () => {
    api.routes[LIST] = (_request, response) => sendJson(response, 200, [cup, sprint]);
    renderManage();
    await screen.findByRole('article', { name: 'Summer Cup' });
    fireEvent.change(screen.getByLabelText('Filter results'), { target: { value: 'SPRINT' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Summer Cup' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Winter Sprint' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter results'), { target: { value: 'relay' } });
    expect(await screen.findByText(messages.noEventsFound)).toBeTruthy();
  });

  it("says 'No events found' when there are none, and offers Try again when the list fails", async () => {
    api.routes[LIST] = (_request, response) => sendJson(response, 200, []);
    const { unmount } = renderManage();
    expect(await screen.findByText(messages.noEventsFound)).toBeTruthy();
    unmount();
    api.routes[LIST] = (_request, response) => sendJson(response, 500, { error: 'Database unavailable' });
    renderManage();
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeTruthy();
  });

  it('in remove mode asks for the exact name and shows a 409 in the dialog', async () => {
    api.routes[LIST] = (_request, response) => sendJson(response, 200, [cup, sprint]);
    api.routes['POST /api/Event/Delete'] = (_request, response) =>
      sendJson(response, 409, { error: messages.eventHasOfficialTimes });
    renderManage('remove');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Summer Cup' }));
    const dialog = await screen.findByRole('dialog', { name: eventTexts.removeTitle });
    const confirm = within(dialog).getByRole('button', { name: 'Remove' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'summer cup' } });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Summer Cup' } });
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messages.eventHasOfficialTimes);
    expect(JSON.parse(api.hits('/api/Event/Delete')[0].body)).toEqual({ id: 1 });
  });

  it('removes an event once named, and reads the list again', async () => {
    let events = [cup, sprint];
    api.routes[LIST] = (_request, response) => sendJson(response, 200, events);
    api.routes['POST /api/Event/Delete'] = (_request, response) => {
      events = [sprint];
      sendJson(response, 200, { ok: true });
    };
    renderManage('remove');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Summer Cup' }));
    const dialog = await screen.findByRole('dialog', { name: eventTexts.removeTitle });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Summer Cup' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Summer Cup' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Winter Sprint' })).toBeTruthy();
    expect(api.hits('/api/Event/ListAll').length).toBe(2);
  });
});
