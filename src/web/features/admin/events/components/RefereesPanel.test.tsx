import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderWithProviders } from '../../../../lib/test-render';
import { eventTexts } from '../texts';
import { RefereesPanel } from './RefereesPanel';

const api = setUpTestApiServer();
const rebecca = { id: 7, name: 'Rebecca Fraser' };
const ryan = { id: 8, name: 'Ryan McKenzie' };

const list = (name: string) => screen.getByRole('region', { name });
const names = (name: string) =>
  within(list(name))
    .queryAllByRole('button')
    .map((button) => button.textContent);

/** The two lists as the server holds them; adds and removes answer after `release()` when held. */
function serve({ hold = false, fail = false } = {}) {
  let assigned = [rebecca];
  let available = [ryan];
  const waiting: (() => void)[] = [];
  api.routes['GET /api/Event/5/Referees'] = (_request, response) => sendJson(response, 200, assigned);
  api.routes['GET /api/Event/5/AvailableReferees'] = (_request, response) =>
    sendJson(response, 200, available);
  const answer = (apply: () => void) => (_request: unknown, response: Parameters<typeof sendJson>[0]) =>
    new Promise<void>((resolve) => {
      const send = () => {
        if (fail) sendJson(response, 404, { error: 'Referee not found' });
        else {
          apply();
          sendJson(response, 200, assigned);
        }
        resolve();
      };
      if (hold) waiting.push(send);
      else send();
    });
  api.routes['POST /api/Event/5/AddReferee/8'] = answer(() => {
    assigned = [rebecca, ryan];
    available = [];
  });
  api.routes['DELETE /api/Event/5/RemoveReferee/7'] = answer(() => {
    assigned = [];
    available = [rebecca, ryan];
  });
  return {
    release: () => {
      for (const send of waiting.splice(0)) send();
    },
  };
}

describe('RefereesPanel', () => {
  it("lists the event's referees and the available ones, each a button named after the person", async () => {
    serve();
    renderWithProviders(<RefereesPanel eventId={5} />);
    expect(
      await within(list(eventTexts.eventReferees)).findByRole('button', { name: 'Remove Rebecca Fraser' }),
    ).toBeTruthy();
    expect(
      await within(list(eventTexts.availableReferees)).findByRole('button', { name: 'Add Ryan McKenzie' }),
    ).toBeTruthy();
  });

  it('moves a person at once, before the server answers, and keeps the focus on them', async () => {
    const server = serve({ hold: true });
    renderWithProviders(<RefereesPanel eventId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Ryan McKenzie' }));
    const moved = await within(list(eventTexts.eventReferees)).findByRole('button', {
      name: 'Remove Ryan McKenzie',
    });
    expect(names(eventTexts.eventReferees)).toEqual(['Rebecca Fraser', 'Ryan McKenzie']);
    expect(within(list(eventTexts.availableReferees)).getByText(eventTexts.noAvailableReferees)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(moved));
    await waitFor(() => expect(api.hits('/api/Event/5/AddReferee/8')).toHaveLength(1));
    server.release();
    await waitFor(() => expect(api.hits('/api/Event/5/Referees').length).toBeGreaterThan(1));
    expect(names(eventTexts.eventReferees)).toEqual(['Rebecca Fraser', 'Ryan McKenzie']);
  });

  it('puts the person back and says so when the server refuses', async () => {
    serve({ fail: true });
    renderWithProviders(<RefereesPanel eventId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Rebecca Fraser' }));
    expect(await screen.findByText(eventTexts.refereeChangeFailed)).toBeTruthy();
    expect(screen.getByText('Referee not found')).toBeTruthy();
    await waitFor(() => expect(names(eventTexts.eventReferees)).toEqual(['Rebecca Fraser']));
    expect(names(eventTexts.availableReferees)).toEqual(['Ryan McKenzie']);
  });
});
