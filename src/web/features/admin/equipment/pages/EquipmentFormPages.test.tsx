import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../../shared/messages';
import type { Equipment } from '../../../../../shared/schemas/equipment';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import { equipmentTexts as texts } from '../texts';
import EquipmentAddPage from './EquipmentAddPage';
import EquipmentEditPage from './EquipmentEditPage';

const api = setUpTestApiServer();
beforeEach(() => notifications.clean());

const stored: Equipment = {
  id: 7,
  name: 'Rope Climb',
  path: 'rope-climb',
  imageUrl: '/uploads/rope.webp',
  videoUrl: 'https://vimeo.com/76979871',
  showVideo: true,
  instructions: '<p>Climb to the bell</p>',
};

function renderScreens(start: string) {
  return renderRoutes(
    [
      {
        path: '/Admin/Equipment/Add',
        element: <EquipmentAddPage title="Add equipment" sectionKey="equipment" />,
      },
      {
        path: '/Admin/Equipment/Edit/:equipId',
        element: <EquipmentEditPage title="Edit equipment" sectionKey="equipment" />,
      },
    ],
    start,
  );
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('EquipmentAddPage', () => {
  it('checks the name on Create without calling the server', async () => {
    renderScreens('/Admin/Equipment/Add');
    fireEvent.click(screen.getByRole('button', { name: texts.createButton.idle }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: texts.showVideoLabel }));
    fireEvent.change(input(/^Name/), { target: { value: 'Monkey Bars' } });
    fireEvent.click(screen.getByRole('button', { name: texts.createButton.idle }));
    expect(await screen.findByText(messages.videoUrlNeeded)).toBeTruthy();
    expect(api.seen).toEqual([]);
  });

  it("creates, uploads the chosen image, toasts 'Created <name>' and opens Edit", async () => {
    const created = { ...stored, imageUrl: null };
    api.routes['POST /api/Equipment/Create'] = (_request, response) => sendJson(response, 200, created);
    api.routes['POST /api/Equipment/AddImage'] = (_request, response) => sendJson(response, 200, stored);
    api.routes['POST /api/Equipment/GetSingle'] = (_request, response) => sendJson(response, 200, stored);
    const { router } = renderScreens('/Admin/Equipment/Add');
    fireEvent.change(input(/^Name/), { target: { value: ' Rope Climb ' } });
    fireEvent.change(input(/^Video address/), { target: { value: 'https://vimeo.com/76979871' } });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'rope.png', { type: 'image/png' });
    fireEvent.change(input(/^Image/), { target: { files: [png] } });
    fireEvent.click(screen.getByRole('button', { name: texts.createButton.idle }));
    expect(await screen.findByText(`${messages.createdPrefix} Rope Climb`)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Admin/Equipment/Edit/7'));
    expect(JSON.parse(api.hits('/api/Equipment/Create')[0]?.body ?? '{}')).toEqual({
      name: 'Rope Climb',
      videoUrl: 'https://vimeo.com/76979871',
      showVideo: false,
      instructions: '',
    });
    const upload = api.hits('/api/Equipment/AddImage')[0];
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(upload?.body).toContain('name="equipmentId"');
    expect(upload?.body).toContain('name="file"; filename="rope.png"');
  });
  it('keeps the created obstacle when its image is refused and sends the same image alone again', async () => {
    const created = { ...stored, imageUrl: null };
    let refuse = true;
    api.routes['POST /api/Equipment/Create'] = (_request, response) => sendJson(response, 200, created);
    api.routes['POST /api/Equipment/AddImage'] = (_request, response) =>
      refuse
        ? sendJson(response, 400, { error: 'Invalid upload', fields: { file: 'The file must be an image' } })
        : sendJson(response, 200, stored);
    api.routes['POST /api/Equipment/GetSingle'] = (_request, response) => sendJson(response, 200, stored);
    const { router } = renderScreens('/Admin/Equipment/Add');
    fireEvent.change(input(/^Name/), { target: { value: 'Rope Climb' } });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'rope.png', { type: 'image/png' });
    fireEvent.change(input(/^Image/), { target: { files: [png] } });
    fireEvent.click(screen.getByRole('button', { name: texts.createButton.idle }));

    const status = await screen.findByRole('alert', { name: texts.imageNotSaved('Rope Climb') });
    expect(status.textContent).toContain(texts.imageNotSavedReason('rope.png', 'The file must be an image'));
    expect(screen.getByText(`${messages.createdPrefix} Rope Climb`)).toBeTruthy();
    // The record is saved: the form is gone, so it cannot be created twice.
    expect(screen.queryByRole('button', { name: texts.createButton.idle })).toBeNull();
    expect(router.state.location.pathname).toBe('/Admin/Equipment/Add');

    refuse = false;
    fireEvent.click(within(status).getByRole('button', { name: texts.retryImage }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Admin/Equipment/Edit/7'));
    expect(api.hits('/api/Equipment/Create')).toHaveLength(1);
    const uploads = api.hits('/api/Equipment/AddImage');
    expect(uploads).toHaveLength(2);
    expect(uploads[1]?.body).toContain('name="file"; filename="rope.png"');
  });
});

describe('EquipmentEditPage', () => {
  it('fills the form from the stored obstacle and shows a taken name on the input', async () => {
    api.routes['POST /api/Equipment/GetSingle'] = (_request, response) => sendJson(response, 200, stored);
    api.routes['POST /api/Equipment/Update'] = (_request, response) =>
      sendJson(response, 409, {
        error: messages.equipmentNameTaken,
        fields: { name: messages.equipmentNameTaken },
      });
    renderScreens('/Admin/Equipment/Edit/7');
    await waitFor(() => expect(input(/^Name/).value).toBe('Rope Climb'));
    expect(input(/^Video address/).value).toBe(stored.videoUrl);
    expect((screen.getByRole('switch', { name: texts.showVideoLabel }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('img', { name: 'Image' }).getAttribute('src')).toBe('/uploads/rope.webp');
    expect(screen.getByText('Climb to the bell')).toBeTruthy();
    fireEvent.change(input(/^Name/), { target: { value: 'Monkey Bars' } });
    fireEvent.click(screen.getByRole('button', { name: texts.saveButton.idle }));
    expect(await screen.findByText(messages.equipmentNameTaken)).toBeTruthy();
    expect(input(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(api.hits('/api/Equipment/Update')[0]?.body ?? '{}')).toMatchObject({
      id: 7,
      name: 'Monkey Bars',
      showVideo: true,
    });
  });

  it("toasts 'Successfully updated <name>' after a save", async () => {
    api.routes['POST /api/Equipment/GetSingle'] = (_request, response) => sendJson(response, 200, stored);
    api.routes['POST /api/Equipment/Update'] = (_request, response) =>
      sendJson(response, 200, { ...stored, name: 'Rope Climb Pro' });
    renderScreens('/Admin/Equipment/Edit/7');
    await waitFor(() => expect(input(/^Name/).value).toBe('Rope Climb'));
    fireEvent.change(input(/^Name/), { target: { value: 'Rope Climb Pro' } });
    fireEvent.click(screen.getByRole('button', { name: texts.saveButton.idle }));
    expect(await screen.findByText(`${messages.updatedPrefix} Rope Climb Pro`)).toBeTruthy();
    expect(api.hits('/api/Equipment/AddImage')).toEqual([]);
  });

  it('says the record is saved when its new image is not, and retries the image alone', async () => {
    let refuse = true;
    api.routes['POST /api/Equipment/GetSingle'] = (_request, response) => sendJson(response, 200, stored);
    api.routes['POST /api/Equipment/Update'] = (_request, response) => sendJson(response, 200, stored);
    api.routes['POST /api/Equipment/AddImage'] = (_request, response) =>
      refuse
        ? sendJson(response, 503, { error: 'Image storage is unavailable' })
        : sendJson(response, 200, stored);
    renderScreens('/Admin/Equipment/Edit/7');
    await waitFor(() => expect(input(/^Name/).value).toBe('Rope Climb'));
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'bell.png', { type: 'image/png' });
    fireEvent.change(input(/^Image/), { target: { files: [png] } });
    fireEvent.click(screen.getByRole('button', { name: texts.saveButton.idle }));

    expect(await screen.findByText(`${messages.updatedPrefix} Rope Climb`)).toBeTruthy();
    const status = await screen.findByRole('alert', { name: texts.imageNotSaved('Rope Climb') });
    expect(status.textContent).toContain(
      texts.imageNotSavedReason('bell.png', 'Image storage is unavailable'),
    );
    refuse = false;
    fireEvent.click(within(status).getByRole('button', { name: texts.retryImage }));
    expect(await screen.findByText(texts.imageSaved('Rope Climb'))).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: texts.imageNotSaved('Rope Climb') })).toBeNull(),
    );
    expect(api.hits('/api/Equipment/Update')).toHaveLength(1);
    expect(api.hits('/api/Equipment/AddImage')).toHaveLength(2);
  });

  it('says the obstacle is not found for an unknown id', async () => {
    api.routes['POST /api/Equipment/GetSingle'] = (_request, response) =>
      sendJson(response, 404, { error: 'Equipment not found' });
    renderScreens('/Admin/Equipment/Edit/99');
    expect(await screen.findByText(texts.notFound)).toBeTruthy();
  });
});
