import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, pathTaken } from '../../../../../shared/messages';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import EventAddPage from './EventAddPage';

const api = setUpTestApiServer();

// happy-dom lays nothing out, so Mantine's focus trap finds nothing to focus in the open picker and
// warns with the whole element tree; only that warning is dropped.
const warn = console.warn;
beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('use-focus-trap')) warn(...args);
  });
});
afterAll(() => vi.restoreAllMocks());
const CREATE = 'POST /api/Event/Create';
const bondi = { id: 3, name: 'Bondi Beach', path: 'bondi-beach' };

// happy-dom lays nothing out, so the picker's dropdown counts as hidden; `hidden: true` reads it anyway.
const shown = { hidden: true };
const today = new Date();
const monthYear = today.toLocaleString('en-AU', { month: 'long', year: 'numeric' });

/** Picks day `day` of this month in the DateTimeField labelled `label` (the time stays 12:00 am). */
async function pickDay(label: string, day: number) {
  fireEvent.click(screen.getByRole('button', { name: label }));
  const picker = await screen.findByRole('dialog', shown);
  fireEvent.click(within(picker).getByRole('button', { name: `${day} ${monthYear}`, ...shown }));
  fireEvent.click(within(picker).getByRole('button', { name: 'Done', ...shown }));
  await waitFor(() => expect(screen.queryByRole('dialog', shown)).toBeNull());
}

function renderAdd() {
  api.routes['GET /api/Location/ListAll'] = (_request, response) => sendJson(response, 200, [bondi]);
  return renderRoutes(
    [
      { path: '/Admin/Event/Add', element: <EventAddPage title="Add event" sectionKey="events" /> },
      { path: '/Admin/Event/Edit/:path', element: <p>Edit screen</p> },
    ],
    '/Admin/Event/Add',
  );
}

async function fillIn(name: string) {
  fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/^Location/), { target: { value: String(bondi.id) } });
}

describe('EventAddPage', () => {
  it("checks on submit without calling the server: SPEC's times message, a name and a location", async () => {
    renderAdd();
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText(messages.eventTimesNotSet)).toHaveLength(2);
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Choose the location of the event.')).toBeTruthy();
    expect(api.hits('/api/Event/Create')).toEqual([]);
  });

  it('shows the path the name makes, and a taken one on the name (409)', async () => {
    api.routes[CREATE] = (_request, response) =>
      sendJson(response, 409, {
        error: pathTaken('event', 'summer-cup'),
        fields: { name: pathTaken('event', 'summer-cup') },
      });
    renderAdd();
    await fillIn('Summer Cup');
    expect(screen.getByText('Leave blank to use "summer-cup" (made from the name).')).toBeTruthy();
    await pickDay('Start', 12);
    await pickDay('Finish', 13);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(pathTaken('event', 'summer-cup'))).toBeTruthy();
  });

  it("says 'Created …' and opens the new event's Edit screen", async () => {
    api.routes[CREATE] = (request, response) => {
      const body = JSON.parse(request.body) as { name: string };
      sendJson(response, 200, { ...bondi, id: 9, name: body.name, path: 'summer-cup', location: bondi });
    };
    const { router } = renderAdd();
    await fillIn('Summer Cup');
    await pickDay('Start', 12);
    await pickDay('Finish', 13);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created Summer Cup')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Admin/Event/Edit/summer-cup'));
    const sent = JSON.parse(api.hits('/api/Event/Create')[0].body);
    expect(sent).toEqual({
      name: 'Summer Cup',
      content: '',
      locationId: 3,
      // A day picked with no time set is that day at 9:00 am.
      startTime: new Date(today.getFullYear(), today.getMonth(), 12, 9).toISOString(),
      endTime: new Date(today.getFullYear(), today.getMonth(), 13, 9).toISOString(),
    });
  });
});
