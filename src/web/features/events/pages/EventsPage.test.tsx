import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boardTexts, messages } from '../../../../shared/messages';
import type { Event } from '../../../../shared/schemas/event';
import { paths } from '../../../lib/paths';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { stubEventSource } from '../../../lib/test-event-source';
import { renderRoutes } from '../../../lib/test-render';
import { routes } from '../../../router';

const api = setUpTestApiServer();
stubEventSource();

const event: Event = {
  id: 9,
  name: 'South Bank Open',
  path: 'south-bank-open',
  content: '<p>Open to everyone.</p>',
  locationId: 3,
  location: { id: 3, name: 'South Bank', path: 'south-bank' },
  startTime: '2030-05-01T00:00:00.000Z',
  endTime: '2030-05-02T00:00:00.000Z',
  timeZone: 'Australia/Sydney',
  format: 'time',
  penaltySeconds: null,
};

/** Whether `first` comes before `second` in the document. */
const before = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the events pages', () => {
  it('show the events before the calendar-subscribe card', async () => {
    api.routes['GET /api/Event/Upcoming'] = (_request, response) => sendJson(response, 200, [event]);
    api.routes['GET /api/Event/Past'] = (_request, response) => sendJson(response, 200, []);
    renderRoutes(routes, paths.events());
    const listed = await screen.findByRole('heading', { name: 'Upcoming events' });
    const subscribe = await screen.findByRole('link', { name: 'Subscribe in your calendar' });
    expect(before(listed, subscribe)).toBe(true);
  });

  it("show an event's board for the whole event, with no period filter", async () => {
    api.routes['POST /api/Event/GetSingle'] = (_request, response) => sendJson(response, 200, event);
    api.routes['GET /api/Leaderboard/Event/9?period=all&limit=50'] = (_request, response) =>
      sendJson(response, 200, []);
    renderRoutes(routes, paths.event(event.path));
    expect(await screen.findByRole('heading', { level: 1, name: event.name })).toBeTruthy();
    expect(await screen.findByText(messages.noCompTimes)).toBeTruthy();
    expect(screen.queryByText(boardTexts.periodFilterLabel)).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
