import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatNames, formatRule } from '../../../../../shared/event-format';
import { messages, pathTaken } from '../../../../../shared/messages';
import { instantOf } from '../../../../../shared/time-zone';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import { eventTexts } from '../texts';
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
const today = new Date();
// A Perth course: the times picked are read on its clocks, whatever zone the browser is in.
const bondi = { id: 3, name: 'Kings Park', path: 'kings-park', timeZone: 'Australia/Perth' };
const perthNine = (day: number) =>
  instantOf('Australia/Perth', {
    year: today.getFullYear(),
    month: today.getMonth() + 1,
    day,
    hour: 9,
    minute: 0,
  });

// happy-dom lays nothing out, so the picker's dropdown counts as hidden; `hidden: true` reads it anyway.
const shown = { hidden: true };
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
    expect(
      screen.getByText(
        "The event's page will be /Events/View/summer-cup. Leave blank to make it from the name.",
      ),
    ).toBeTruthy();
    expect(screen.getAllByText("Kings Park's local time (Australia/Perth, AWST).")).toHaveLength(2);
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
      // A day picked with no time set is that day at 9:00 am, on the course's clocks.
      startTime: perthNine(12).toISOString(),
      endTime: perthNine(13).toISOString(),
      format: 'time',
      penaltySeconds: null,
    });
  });

  it('offers the three formats with the rule under them, and sends a penalty event with its seconds', async () => {
    api.routes[CREATE] = (request, response) => {
      const body = JSON.parse(request.body) as { name: string };
      sendJson(response, 200, { ...bondi, id: 9, name: body.name, path: 'summer-cup', location: bondi });
    };
    renderAdd();
    await fillIn('Penalty Cup');
    const format = screen.getByRole('radiogroup', { name: eventTexts.formatLabel });
    expect(within(format).getAllByRole('radio')).toHaveLength(3);
    for (const name of Object.values(formatNames)) expect(within(format).getByLabelText(name)).toBeTruthy();
    expect((within(format).getByLabelText(formatNames.time) as HTMLInputElement).checked).toBe(true);
    const rule = screen.getByTestId('event-form-rule');
    expect(rule.textContent).toBe(formatRule('time', null));
    expect(screen.queryByLabelText(/^Penalty seconds/)).toBeNull();

    fireEvent.click(within(format).getByLabelText(formatNames.penalty));
    expect(rule.textContent).toBe(eventTexts.penaltyRuleUnset);
    await pickDay('Start', 12);
    await pickDay('Finish', 13);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const seconds = screen.getByLabelText(/^Penalty seconds/);
    await waitFor(() => expect(seconds.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(messages.penaltySecondsRequired)).toBeTruthy();
    expect(api.hits('/api/Event/Create')).toEqual([]);

    fireEvent.change(seconds, { target: { value: '700' } });
    await waitFor(() => expect(screen.getByText('Penalty seconds must be 600 or less')).toBeTruthy());
    fireEvent.change(seconds, { target: { value: '30' } });
    expect(rule.textContent).toBe(formatRule('penalty', 30));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created Penalty Cup')).toBeTruthy();
    expect(api.hits('/api/Event/Create')).toHaveLength(1);
    expect(JSON.parse(api.hits('/api/Event/Create')[0].body)).toMatchObject({
      format: 'penalty',
      penaltySeconds: 30,
    });
  });
});
