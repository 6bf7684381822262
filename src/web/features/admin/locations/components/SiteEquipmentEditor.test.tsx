import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Equipment } from '../../../../../shared/schemas/equipment';
import { type AdminSiteEquipment, SEGMENT_FLOOR_MESSAGE } from '../../../../../shared/schemas/location';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderWithProviders } from '../../../../lib/test-render';
import { movedItem } from '../lib/site-equipment-order';
import { SiteEquipmentEditor } from './SiteEquipmentEditor';

const api = setUpTestApiServer();
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => notifications.clean());

const LOCATION_ID = 5;
const plain = { imageUrl: null, videoUrl: null, showVideo: false, instructions: '' };
const obstacle = (id: number, name: string): Equipment => ({ ...plain, id, name, path: name.toLowerCase() });
const catalogue = [obstacle(1, 'Wall'), obstacle(2, 'Rings'), obstacle(3, 'Beam'), obstacle(4, 'Net')];

/** A stand-in course on the loopback API: GetEquipment answers it; writes change it unless refused. */
function serveCourse(names: string[], { refuseMoves = false } = {}) {
  let course: AdminSiteEquipment[] = names.map((name, index) => ({
    id: 50 + index,
    index,
    minSegmentSeconds: null,
    equipment: catalogue.find((item) => item.name === name) ?? obstacle(99, name),
  }));
  let nextId = 80;
  const body = (raw: string) => JSON.parse(raw) as Record<string, number>;
  api.routes['GET /api/Equipment/ListAll'] = (_request, response) => sendJson(response, 200, catalogue);
  api.routes['POST /api/Location/GetEquipment'] = (_request, response) => sendJson(response, 200, course);
  api.routes['POST /api/Location/UpdateEquipmentIndex'] = (request, response) => {
    if (refuseMoves) return sendJson(response, 409, { error: 'Another admin changed this course' });
    const { id, index } = body(request.body);
    course = movedItem(course, id, index);
    sendJson(response, 200, course);
  };
  api.routes['POST /api/Location/AddEquipment'] = (request, response) => {
    const { equipmentId } = body(request.body);
    const equipment = catalogue.find((item) => item.id === equipmentId) ?? obstacle(equipmentId, '?');
    course = [...course, { id: nextId++, index: course.length, minSegmentSeconds: null, equipment }];
    sendJson(response, 200, course);
  };
  api.routes['POST /api/Location/UpdateEquipmentMinSegment'] = (request, response) => {
    const { id, minSegmentSeconds } = body(request.body);
    if (minSegmentSeconds > 3600) {
      return sendJson(response, 400, {
        error: SEGMENT_FLOOR_MESSAGE,
        fields: { minSegmentSeconds: SEGMENT_FLOOR_MESSAGE },
      });
    }
    course = course.map((item) => (item.id === id ? { ...item, minSegmentSeconds } : item));
    sendJson(response, 200, course);
  };
  api.routes['POST /api/Location/RemoveEquipment'] = (request, response) => {
    course = course
      .filter((item) => item.id !== body(request.body).id)
      .map((item, index) => ({ ...item, index }));
    sendJson(response, 200, course);
  };
}

const shownOrder = () =>
  within(screen.getByRole('list', { name: 'Obstacle order' }))
    .getAllByTestId('course-item-name')
    .map((name) => name.textContent);
const sent = (path: string) => api.hits(`/api/Location/${path}`).map((request) => JSON.parse(request.body));
const getEquipmentCalls = () => api.hits('/api/Location/GetEquipment').length;

describe('SiteEquipmentEditor', () => {
  it('shows the course in order and adds an obstacle at its end, the ones on it marked but offered', async () => {
    serveCourse(['Wall', 'Rings']);
    renderWithProviders(<SiteEquipmentEditor locationId={LOCATION_ID} />);
    await waitFor(() => expect(shownOrder()).toEqual(['1. Wall', '2. Rings']));
    const select = await screen.findByLabelText('Obstacle to add');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose an obstacle',
      'Beam',
      'Net',
      'Rings (already at this location)',
      'Wall (already at this location)',
    ]);
    expect(screen.getByRole('button', { name: 'Add to this location' })).toHaveProperty('disabled', true);

    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to this location' }));
    await waitFor(() => expect(shownOrder()).toEqual(['1. Wall', '2. Rings', '3. Wall']));
    expect(sent('AddEquipment')).toEqual([{ equipmentId: 1, locationId: LOCATION_ID, index: 2 }]);
    expect(await screen.findByText('Added Wall to this location')).toBeTruthy();
    // The same obstacle twice: buttons name which one.
    expect(screen.getByRole('button', { name: 'Move Wall (number 3) up' })).toBeTruthy();
  });

  it('moves with Move down at once, saves it, reloads the course and says where it went', async () => {
    serveCourse(['Wall', 'Rings', 'Beam']);
    let release: () => void = () => undefined;
    const answer = api.routes['POST /api/Location/UpdateEquipmentIndex'];
    api.routes['POST /api/Location/UpdateEquipmentIndex'] = (request, response) =>
      new Promise<void>((resolve) => {
        release = () => {
          answer?.(request, response);
          resolve();
        };
      });
    renderWithProviders(<SiteEquipmentEditor locationId={LOCATION_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Wall down' }));
    // Shown before the server answers.
    await waitFor(() => expect(shownOrder()).toEqual(['1. Rings', '2. Wall', '3. Beam']));
    expect(screen.getByText('Wall moved to position 2 of 3.')).toBeTruthy();
    await waitFor(() =>
      expect(sent('UpdateEquipmentIndex')).toEqual([{ id: 50, locationId: LOCATION_ID, index: 1 }]),
    );
    const loadsBefore = getEquipmentCalls();
    release();
    await waitFor(() => expect(getEquipmentCalls()).toBeGreaterThan(loadsBefore));
    expect(shownOrder()).toEqual(['1. Rings', '2. Wall', '3. Beam']);
    expect(screen.getByRole('button', { name: 'Move Rings up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Beam down' })).toHaveProperty('disabled', true);
  });

  it('puts the order back and says so when the server refuses a move', async () => {
    serveCourse(['Wall', 'Rings', 'Beam'], { refuseMoves: true });
    renderWithProviders(<SiteEquipmentEditor locationId={LOCATION_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Beam up' }));
    expect(await screen.findByText('Another admin changed this course')).toBeTruthy();
    await waitFor(() => expect(shownOrder()).toEqual(['1. Wall', '2. Rings', '3. Beam']));
    expect(screen.getByText('The obstacle order was not saved')).toBeTruthy();
  });

  it('removes an obstacle only once its name is typed', async () => {
    serveCourse(['Wall', 'Rings']);
    renderWithProviders(<SiteEquipmentEditor locationId={LOCATION_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Rings from this location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from this location' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText(/to confirm/), { target: { value: 'Rings' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(shownOrder()).toEqual(['1. Wall']));
    expect(sent('RemoveEquipment')).toEqual([{ id: 51 }]);
    expect(await screen.findByText('Removed Rings from this location')).toBeTruthy();
  });

  it("says 'No Equipment' for an empty course", async () => {
    serveCourse([]);
    renderWithProviders(<SiteEquipmentEditor locationId={LOCATION_ID} />);
    expect(await screen.findByText('No Equipment')).toBeTruthy();
  });

  it("sets an obstacle's minimum seconds, shows a refusal on the field, and clears it when blank", async () => {
    serveCourse(['Wall', 'Rings']);
    renderWithProviders(<SiteEquipmentEditor locationId={LOCATION_ID} />);
    const rings = (await screen.findAllByRole('listitem'))[1] as HTMLElement;
    const field = within(rings).getByRole('textbox', { name: 'Minimum seconds on this obstacle' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(rings.textContent).toContain('Rings: the least a split may give it. Blank: 1 second.');
    const save = within(rings).getByRole('button', { name: 'Save minimum seconds on Rings' });

    fireEvent.change(field, { target: { value: '8' } });
    fireEvent.click(save);
    expect(await screen.findByText('Rings: at least 8 seconds')).toBeTruthy();
    expect(sent('UpdateEquipmentMinSegment')).toEqual([
      { id: 51, locationId: LOCATION_ID, minSegmentSeconds: 8 },
    ]);

    // Out of range: the form says so before sending; past the check, the server's field message shows.
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(save);
    expect(await within(rings).findByText(SEGMENT_FLOOR_MESSAGE)).toBeTruthy();
    expect(sent('UpdateEquipmentMinSegment')).toHaveLength(1);

    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(save);
    expect(await screen.findByText('Rings: no minimum beyond 1 second')).toBeTruthy();
    expect(sent('UpdateEquipmentMinSegment').at(-1)).toEqual({
      id: 51,
      locationId: LOCATION_ID,
      minSegmentSeconds: null,
    });
  });
});
