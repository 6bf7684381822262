import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../../shared/messages';
import type { Equipment } from '../../../../../shared/schemas/equipment';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import { equipmentTexts as texts } from '../texts';
import EquipmentManagePage from './EquipmentManagePage';

const api = setUpTestApiServer();
const LIST = 'GET /api/Equipment/ListAll';

const item = (id: number, name: string, imageUrl: string | null = null): Equipment => ({
  id,
  name,
  path: name.toLowerCase().replace(/\s+/g, '-'),
  imageUrl,
  videoUrl: null,
  showVideo: false,
  instructions: '<p>Go</p>',
});

function renderManage(mode?: 'remove') {
  const title = mode ? 'Remove equipment' : 'Manage equipment';
  return renderRoutes(
    [
      {
        path: '/Admin/Equipment/:screen',
        element: <EquipmentManagePage title={title} sectionKey="equipment" mode={mode} />,
      },
    ],
    mode ? '/Admin/Equipment/Remove' : '/Admin/Equipment/Manage',
  );
}

describe('EquipmentManagePage', () => {
  it("says 'No Equipment' when there is none", async () => {
    api.routes[LIST] = (_request, response) => sendJson(response, 200, []);
    renderManage();
    expect(await screen.findByText(messages.noEquipment)).toBeTruthy();
  });

  it('lists every obstacle with its picture, View and Edit, and filters by name', async () => {
    api.routes[LIST] = (_request, response) =>
      sendJson(response, 200, [item(1, 'Monkey Bars', '/uploads/a.webp'), item(2, 'Warped Wall')]);
    renderManage();
    const bars = await screen.findByRole('article', { name: 'Monkey Bars' });
    expect(within(bars).getByRole('img', { name: 'Monkey Bars' }).getAttribute('src')).toBe(
      '/uploads/a.webp',
    );
    expect(within(bars).getByRole('link', { name: 'View Monkey Bars' }).getAttribute('href')).toBe(
      '/Admin/Equipment/Single/1',
    );
    expect(within(bars).getByRole('link', { name: 'Edit Monkey Bars' }).getAttribute('href')).toBe(
      '/Admin/Equipment/Edit/1',
    );
    expect(
      within(screen.getByRole('article', { name: 'Warped Wall' })).getByText(messages.noImage),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Filter results'), { target: { value: 'WALL' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Monkey Bars' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Warped Wall' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter results'), { target: { value: 'zip' } });
    expect(await screen.findByText(texts.noMatch)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter results'), { target: { value: '' } });
    expect(await screen.findByRole('article', { name: 'Monkey Bars' })).toBeTruthy();
  });

  it('in remove mode enables Remove once the exact name is typed, then drops the obstacle', async () => {
    let stored = [item(1, 'Monkey Bars'), item(2, 'Warped Wall')];
    api.routes[LIST] = (_request, response) => sendJson(response, 200, stored);
    api.routes['POST /api/Equipment/Delete'] = (request, response) => {
      const { id } = JSON.parse(request.body) as { id: number };
      stored = stored.filter((found) => found.id !== id);
      sendJson(response, 200, { ok: true });
    };
    renderManage('remove');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Warped Wall' }));
    const dialog = await screen.findByRole('dialog', { name: texts.removeTitle });
    const confirm = within(dialog).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const typed = within(dialog).getByLabelText(/to confirm/);
    fireEvent.change(typed, { target: { value: 'warped wall' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(typed, { target: { value: 'Warped Wall' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Warped Wall' })).toBeNull());
    expect(JSON.parse(api.hits('/api/Equipment/Delete')[0]?.body ?? '{}')).toEqual({ id: 2 });
    expect(screen.getByRole('article', { name: 'Monkey Bars' })).toBeTruthy();
    expect(await screen.findByText('Removed Warped Wall')).toBeTruthy();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    api.routes[LIST] = (_request, response) => sendJson(response, 500, { error: 'Database down' });
    renderManage();
    expect(await screen.findByRole('button', { name: /try again/i }, { timeout: 5000 })).toBeTruthy();
  });
});
