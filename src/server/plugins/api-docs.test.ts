import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/harness';

const t = withTestApp();
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/docs', () => {
  it('serves the OpenAPI document as JSON and YAML', async () => {
    const document = await get('/api/docs/json');
    expect(document.statusCode).toBe(200);
    expect(document.json().openapi).toMatch(/^3\./);
    expect(document.json().paths).toHaveProperty(['/api/Auth/Login']);
    expect(document.json().paths).not.toHaveProperty(['/api/docs/json']);
    const yaml = await get('/api/docs/yaml');
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toContain('yaml');
    expect(yaml.body).toContain('/api/Auth/Login:');
  });

  it('sends the UI page, whose scripts and styles are files the site’s policy allows', async () => {
    expect((await get('/api/docs')).headers.location).toBe('/api/docs/');
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
    const sources = [...page.body.matchAll(/(?:src|href)="\.\/(static\/[^"]+)"/g)].map((match) => match[1]);
    expect(sources).toContain('static/swagger-ui-bundle.js');
    expect(sources).toContain('static/start.js');
    for (const source of sources) {
      const file = await get(`/api/docs/${source}`);
      expect(file.statusCode, source).toBe(200);
      expect(file.rawPayload.length, source).toBeGreaterThan(100);
    }
    const bundle = await get('/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.headers['content-type']).toContain('text/javascript');
    expect(bundle.body).toContain('SwaggerUIBundle');
    expect((await get('/api/docs/static/start.js')).body).toContain("new URL('./json'");
  });

  it('answers 404 for a file that is not one of the UI’s', async () => {
    for (const url of [
      '/api/docs/static/package.json',
      '/api/docs/static/..%2Fpackage.json',
      '/api/docs/static/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});
