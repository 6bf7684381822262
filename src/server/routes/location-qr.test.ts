import { describe, expect, it } from 'vitest';
import { createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';
import { decodeQr } from '../test/qr';

const t = withTestApp();

const qr = (id: string | number) => t.request({ method: 'GET', url: `/api/Location/QrCode/${id}.svg` });

describe('GET /api/Location/QrCode/{id}.svg', () => {
  it("is an SVG QR code, for guests too, that decodes to the location's stopwatch address", async () => {
    const location = await createLocation(t.database.db);
    const response = await qr(location.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).not.toMatch(/<script|on\w+=/i);
    expect(await decodeQr(response.body)).toBe(
      `http://courseclock.test/Locations/View/${location.id}/Stopwatch`,
    );
  });

  it('draws one for a disabled location (a sign printed before the course opens)', async () => {
    const location = await createLocation(t.database.db, { disabled: true });
    const response = await qr(location.id);
    expect(response.statusCode).toBe(200);
    expect(await decodeQr(response.body)).toBe(
      `http://courseclock.test/Locations/View/${location.id}/Stopwatch`,
    );
  });

  it('answers 404 for an unknown location and 400 naming id for one that is not an id', async () => {
    expect((await qr(99_999)).statusCode).toBe(404);
    for (const id of ['abc', '1.5', '0', '-3']) {
      const response = await qr(id);
      expect(response.statusCode, id).toBe(400);
      expect(Object.keys(response.json().fields), id).toEqual(['id']);
    }
    expect((await t.request({ method: 'GET', url: '/api/Location/QrCode/1' })).statusCode).toBe(404);
  });
});
