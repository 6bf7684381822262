import { describe, expect, it } from 'vitest';
import { sendJson, setUpTestApiServer } from '../test-api-server';
import { sendCrossingPhoto } from './crossing-photo-upload';

const api = setUpTestApiServer();
const photo = () => new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'image/webp' });

describe('sendCrossingPhoto', () => {
  it('posts the picture with its pairing and role as multipart', async () => {
    api.routes['POST /api/Gate/CrossingPhoto'] = (_request, response) =>
      sendJson(response, 200, { pairingId: 4, role: 'finish', url: '/uploads/a.webp' });
    expect(await sendCrossingPhoto({ pairingId: 4, role: 'finish', blob: photo() })).toEqual({
      pairingId: 4,
      role: 'finish',
      url: '/uploads/a.webp',
    });
    const [sent] = api.hits('/api/Gate/CrossingPhoto');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toContain('name="pairingId"\r\n\r\n4');
    expect(sent?.body).toContain('name="role"\r\n\r\nfinish');
    // The test DOM's fetch leaves a Blob part out of the body; the server's tests send real files.
  });

  it('tries again while the crossing is not stored yet, then sends', async () => {
    let calls = 0;
    api.routes['POST /api/Gate/CrossingPhoto'] = (_request, response) => {
      calls += 1;
      if (calls === 1)
        sendJson(response, 400, { error: 'x', fields: { role: 'The start has not been crossed yet' } });
      else sendJson(response, 200, { pairingId: 4, role: 'start', url: '/uploads/b.webp' });
    };
    expect(await sendCrossingPhoto({ pairingId: 4, role: 'start', blob: photo() }, 10)).toMatchObject({
      url: '/uploads/b.webp',
    });
    expect(calls).toBe(2);
  });

  it('gives up at once on a refusal another try cannot change', async () => {
    api.routes['POST /api/Gate/CrossingPhoto'] = (_request, response) =>
      sendJson(response, 403, { error: 'This pairing belongs to another member' });
    expect(await sendCrossingPhoto({ pairingId: 4, role: 'start', blob: photo() }, 10)).toBeNull();
    expect(api.hits('/api/Gate/CrossingPhoto')).toHaveLength(1);
  });
});
