import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../../shared/messages';
import type { Equipment } from '../../../../../shared/schemas/equipment';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import { equipmentTexts as texts } from '../texts';
import EquipmentSinglePage from './EquipmentSinglePage';

const api = setUpTestApiServer();

const stored: Equipment = {
  id: 3,
  name: 'Warped Wall',
  path: 'warped-wall',
  imageUrl: null,
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  showVideo: false,
  instructions: '<p>Run <strong>up</strong> the wall</p>',
};

function renderSingle(equipId: string) {
  return renderRoutes(
    [
      {
        path: '/Admin/Equipment/Single/:equipId',
        element: <EquipmentSinglePage title="Equipment details" sectionKey="equipment" />,
      },
    ],
    `/Admin/Equipment/Single/${equipId}`,
  );
}

describe('EquipmentSinglePage', () => {
  it("shows the name, 'No Image', the video link, the instructions as HTML and the edit link", async () => {
    api.routes['POST /api/Equipment/GetSingle'] = (_request, response) => sendJson(response, 200, stored);
    renderSingle('3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Warped Wall' })).toBeTruthy();
    expect(JSON.parse(api.hits('/api/Equipment/GetSingle')[0]?.body ?? '{}')).toEqual({ id: 3 });
    expect(screen.getByText(messages.noImage)).toBeTruthy();
    expect(screen.getByRole('link', { name: stored.videoUrl ?? '' }).getAttribute('href')).toBe(
      stored.videoUrl,
    );
    expect(screen.getByText(texts.videoHidden)).toBeTruthy();
    expect(screen.getByText('up').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Edit Warped Wall' }).getAttribute('href')).toBe(
      '/Admin/Equipment/Edit/3',
    );
    expect(screen.getByRole('link', { name: texts.publicPage }).getAttribute('href')).toBe(
      '/Obstacles?equipment=warped-wall',
    );
  });

  it('says the obstacle is not found for an id that is not a number, without asking the server', async () => {
    renderSingle('abc');
    expect(await screen.findByText(texts.notFound)).toBeTruthy();
    expect(api.seen).toEqual([]);
  });
});
