import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, type StoredImage } from '../adapters/images';
import { withTestApp } from '../test/harness';

const t = withTestApp();

async function storedImage(): Promise<StoredImage> {
  const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#c92a2a' } })
    .png()
    .toBuffer();
  return t.app.ctx.images.store(png, IMAGE_SIZES.equipment);
}

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

describe('GET /uploads/<hash>.webp', () => {
  it('serves the stored WebP with immutable caching, its hash as ETag and nosniff', async () => {
    const image = await storedImage();
    const response = await get(image.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${image.hash}"`,
      'x-content-type-options': 'nosniff',
    });
    const loaded = await t.app.ctx.images.load(image.hash);
    expect(response.rawPayload.equals(loaded?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 120,
      height: 90,
    });
  });

  it('answers 304 with no body when If-None-Match holds its ETag (strong, weak, in a list or *)', async () => {
    const image = await storedImage();
    for (const tag of [`"${image.hash}"`, `W/"${image.hash}"`, `"other", "${image.hash}"`, '*']) {
      const response = await get(image.url, { 'if-none-match': tag });
      expect(response.statusCode, tag).toBe(304);
      expect(response.body, tag).toBe('');
      expect(response.headers.etag, tag).toBe(`"${image.hash}"`);
      expect(response.headers['cache-control'], tag).toBe('public, max-age=31536000, immutable');
    }
    const other = await get(image.url, { 'if-none-match': `"${'0'.repeat(64)}"` });
    expect(other.statusCode).toBe(200);
  });

  it('answers a JSON 404, not cached, for an unknown hash even with If-None-Match', async () => {
    const unknown = 'a'.repeat(64);
    for (const headers of [
      {} as Record<string, string>,
      { 'if-none-match': `"${unknown}"` },
      { 'if-none-match': '*' },
    ]) {
      const response = await get(`/uploads/${unknown}.webp`, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Image not found', code: 'NOT_FOUND' });
      expect(response.headers['cache-control']).toBeUndefined();
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('answers 404 for any other name under /uploads', async () => {
    const { hash } = await storedImage();
    const names = [
      `${hash}.png`,
      `${hash.toUpperCase()}.webp`,
      `${hash.slice(1)}.webp`,
      `${hash}.webp.webp`,
      hash,
      `..%2F${hash}.webp`,
      `equipment/${hash}.webp`,
      'monkey-bars.webp',
      '',
    ];
    for (const name of names) {
      const response = await get(`/uploads/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.headers['content-type'], name).toMatch(/^application\/json/);
    }
  });
});
