import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, IMAGE_SIZES } from '../adapters/images';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { images } from '../db/schema/index';
import { guarded } from '../plugins/auth';
import { requestDeps } from '../routes/request-deps';
import { openTestDatabase, resetDatabase } from '../test/database';
import { createUser } from '../test/factories';
import { type MultipartPart, multipartBody } from '../test/multipart';
import { BODY_LIMIT_BYTES, readUpload, UPLOAD_MESSAGES } from './upload';

/** Small enough to pass with a few generated images, so the 413 needs no big buffers. */
const UPLOAD_MAX_BYTES = 600 * 1024;

let app: FastifyInstance;
let database: Database;
let dataDir: string;

/**
 * The real app (multipart limits, error handler, bodyLimit, AppContext) plus one route that does what
 * an upload endpoint does: no endpoint takes uploads yet. harness.ts readies its app before a test
 * could add a route, so this file builds its own.
 */
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'courseclock-upload-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    WEB_DIST: join(dataDir, 'web'),
    UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
  });
  database = await openTestDatabase();
  app = await buildApp(config, { database, logger: false });
  await app.register(
    guarded('member', async (routes) => {
      routes.post('/test/upload', async (request) => {
        const upload = await readUpload(request);
        const image = await requestDeps(request).images.store(upload.bytes, IMAGE_SIZES.equipment);
        return { ...image, filename: upload.filename, fields: upload.fields };
      });
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
/** The signed-in uploader's bearer header: upload endpoints are behind a guard. */
let signedIn: { authorization: string };
beforeEach(async () => {
  await resetDatabase(database);
  const user = await createUser(database.db);
  const login = await app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    payload: { user: user.userName, password: user.password },
  });
  signedIn = { authorization: `Bearer ${login.json().token}` };
});

type Part = MultipartPart;

const upload = async (parts: Record<string, Part | Part[]>) => {
  const body = await multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/test/upload',
    ...body,
    headers: { ...body.headers, ...signedIn },
  });
};

const png = async (width = 640, height = 480) => ({
  file: await sharp({ create: { width, height, channels: 3, background: '#2b8a3e' } })
    .png()
    .toBuffer(),
  filename: 'obstacle.png',
  type: 'image/png',
});

/** Random pixels barely compress: a PNG of the size a real photo upload has. */
const noisyPng = async (side: number) => ({
  file: await sharp(
    Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))),
    {
      raw: { width: side, height: side, channels: 3 },
    },
  )
    .png()
    .toBuffer(),
  filename: 'noise.png',
  type: 'image/png',
});

const storedRows = async () => (await database.db.select({ n: count() }).from(images))[0].n;

describe('readUpload over real multipart', () => {
  it('stores a PNG as WebP, passes the text fields on, and the URL serves it', async () => {
    const response = await upload({ equipmentId: '7', file: await png() });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      width: 640,
      height: 480,
      filename: 'obstacle.png',
      fields: { equipmentId: '7' },
    });
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    const served = await app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 480,
    });
  });

  it('takes a multipart body far above the JSON bodyLimit when the file is within UPLOAD_MAX_BYTES', async () => {
    const big = await noisyPng(400);
    expect(big.file.length).toBeGreaterThan(BODY_LIMIT_BYTES);
    expect(big.file.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const response = await upload({ file: big });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ width: 400, height: 400 });
  });

  it('answers 413 naming file past UPLOAD_MAX_BYTES, and stores nothing', async () => {
    const huge = await noisyPng(500);
    expect(huge.file.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const response = await upload({ file: huge });
    expect(response.statusCode).toBe(413);
    const message = UPLOAD_MESSAGES.tooLarge(UPLOAD_MAX_BYTES);
    expect(response.json()).toEqual({ error: message, code: 'TOO_LARGE', fields: { file: message } });
    expect(message).toBe('The file is too large: at most 0.6 MB');
    expect(await storedRows()).toBe(0);
  });

  it('answers 400 naming file for an SVG and for text named .png', async () => {
    const svg = {
      file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      filename: 'a.svg',
      type: 'image/svg+xml',
    };
    const text = { file: Buffer.from('not an image at all'), filename: 'photo.png', type: 'image/png' };
    for (const file of [svg, text]) {
      const response = await upload({ file });
      expect(response.statusCode, file.filename).toBe(400);
      expect(response.json()).toEqual({
        error: IMAGE_MESSAGES.notImage,
        code: 'INVALID_INPUT',
        fields: { file: IMAGE_MESSAGES.notImage },
      });
    }
    expect(await storedRows()).toBe(0);
  });

  it('answers 400 naming file when no file, an empty file or no multipart body is sent', async () => {
    const missing = {
      error: UPLOAD_MESSAGES.missing,
      code: 'INVALID_INPUT',
      fields: { file: UPLOAD_MESSAGES.missing },
    };
    expect((await upload({ equipmentId: '7' })).json()).toEqual(missing);
    const empty = await upload({
      file: { file: Buffer.alloc(0), filename: '', type: 'application/octet-stream' },
    });
    expect([empty.statusCode, empty.json()]).toEqual([400, missing]);
    const json = await app.inject({
      method: 'POST',
      url: '/test/upload',
      payload: { file: 'x' },
      headers: signedIn,
    });
    expect([json.statusCode, json.json()]).toEqual([400, missing]);
  });

  it('answers 400 naming file for two files or a file under another name', async () => {
    const one = {
      error: UPLOAD_MESSAGES.oneFile,
      code: 'INVALID_INPUT',
      fields: { file: UPLOAD_MESSAGES.oneFile },
    };
    const two = await upload({ file: [await png(), await png(20, 20)] });
    expect([two.statusCode, two.json()]).toEqual([400, one]);
    const renamed = await upload({ photo: await png() });
    expect([renamed.statusCode, renamed.json()]).toEqual([400, one]);
    expect(await storedRows()).toBe(0);
  });

  it('answers 413 naming the field for a text field longer than the JSON bodyLimit', async () => {
    const response = await upload({ note: 'x'.repeat(BODY_LIMIT_BYTES + 1), file: await png() });
    expect(response.statusCode).toBe(413);
    expect(response.json().fields).toEqual({ note: UPLOAD_MESSAGES.fieldTooLong });
  });
});

describe('JSON bodyLimit', () => {
  it('answers a JSON login past the body limit with a 413 JSON message and no stack', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { user: 'a'.repeat(BODY_LIMIT_BYTES + 1024), password: 'whatever' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'The request is too large', code: 'TOO_LARGE' });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('still takes an ordinary JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { user: 'nobody', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
  });
});
