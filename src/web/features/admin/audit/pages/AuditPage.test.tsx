import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../../shared/messages';
import type { AuditEntry, AuditPage as Page } from '../../../../../shared/schemas/audit';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderWithProviders } from '../../../../lib/test-render';
import AuditPage from './AuditPage';

const api = setUpTestApiServer();
const FIRST_PAGE = '/api/Admin/Audit?page=1&pageSize=20';

const deletedTime: AuditEntry = {
  id: 30,
  createdAt: '2026-11-20T01:00:00.000Z',
  actor: { id: 4, userName: 'casey' },
  action: 'delete',
  entity: 'time',
  entityId: 41,
  data: {
    before: {
      id: 41,
      userId: 4,
      locationId: 3,
      duration: 65_430,
      official: false,
      timeCompleted: '2026-11-19T22:15:05.430Z',
    },
    after: null,
  },
  restorable: true,
  names: { user: 'Casey Ng', location: 'Bondi Beach' },
};

const created: AuditEntry = {
  id: 29,
  createdAt: '2026-11-19T01:00:00.000Z',
  actor: null,
  action: 'create',
  entity: 'location',
  entityId: 3,
  data: { before: null, after: { name: 'Bondi' } },
  restorable: false,
  names: {},
};

const page = (entries: AuditEntry[], total = entries.length): Page => ({
  total,
  page: 1,
  pageSize: 20,
  entries,
});
const render = () => renderWithProviders(<AuditPage title="Audit trail" sectionKey="audit" />);

describe('AuditPage', () => {
  it('lists time, actor, action, entity and summary; a deleted time restores after confirming', async () => {
    let current = page([deletedTime, created]);
    api.routes[`GET ${FIRST_PAGE}`] = (_q, r) => sendJson(r, 200, current);
    api.routes['POST /api/Admin/Audit/Restore'] = (_q, r) => {
      current = page([
        {
          ...deletedTime,
          id: 31,
          action: 'restore',
          data: { before: null, after: deletedTime.data },
          restorable: false,
        },
        { ...deletedTime, restorable: false },
        created,
      ]);
      sendJson(r, 200, {
        id: 41,
        userId: 4,
        locationId: 3,
        eventId: null,
        duration: 65_430,
        official: false,
        timeStarted: '',
        timeCompleted: '',
      });
    };
    render();
    const row = await screen.findByTestId('audit-entry-30');
    expect(within(row).getByText('casey')).toBeTruthy();
    expect(within(row).getByText('Time')).toBeTruthy();
    expect(within(row).queryByText(/#41/)).toBeNull();
    expect(within(row).getByText(/^1:05\.43 Social.*\(Casey Ng, Bondi Beach\)$/)).toBeTruthy();
    expect(within(screen.getByTestId('audit-entry-29')).getByText('Deleted account')).toBeTruthy();
    expect(screen.getByText('2 entries')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: /^Restore 1:05\.43/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Time restored')).toBeTruthy();
    expect(JSON.parse(api.seen.find((s) => s.method === 'POST')?.body ?? '{}')).toEqual({ id: 30 });
    await waitFor(() =>
      expect(within(screen.getByTestId('audit-entry-30')).getByText('Restored')).toBeTruthy(),
    );
    expect(
      within(screen.getByTestId('audit-entry-30')).queryByRole('button', { name: /^Restore/ }),
    ).toBeNull();
  });

  it('shows a refused restore in the dialog', async () => {
    api.routes[`GET ${FIRST_PAGE}`] = (_q, r) => sendJson(r, 200, page([deletedTime]));
    api.routes['POST /api/Admin/Audit/Restore'] = (_q, r) =>
      sendJson(r, 409, { error: messages.timeAlreadyRestored });
    render();
    fireEvent.click(await screen.findByRole('button', { name: /^Restore 1:05\.43/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(messages.timeAlreadyRestored);
  });

  it('asks again with the entity and days chosen, and refuses a start after the end without asking', async () => {
    api.routes[`GET ${FIRST_PAGE}`] = (_q, r) => sendJson(r, 200, page([deletedTime, created], 45));
    api.routes['GET /api/Admin/Audit?page=1&pageSize=20&entity=location'] = (_q, r) =>
      sendJson(r, 200, page([created]));
    api.routes['GET /api/Admin/Audit?page=1&pageSize=20&entity=location&from=2026-11-19'] = (_q, r) =>
      sendJson(r, 200, page([]));
    render();
    expect(await screen.findByText('45 entries')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Audit trail pages' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Entity' }), { target: { value: 'location' } });
    expect(await screen.findByText('1 entry')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-19' } });
    expect(await screen.findByText('No audit entries match these filters.')).toBeTruthy();
    const asked = api.seen.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText(messages.auditFromAfterTo)).toBeTruthy();
    expect(api.seen.length).toBe(asked);
  });

  it('shows the error card with Try again when the trail cannot load', async () => {
    api.routes[`GET ${FIRST_PAGE}`] = (_q, r) => sendJson(r, 500, { error: 'Database down' });
    render();
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeTruthy();
  });
});
