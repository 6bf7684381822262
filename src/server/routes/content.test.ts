import { describe, expect, it } from 'vitest';
import type { content } from '../db/schema/index';
import { createContent, createContentSection } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp();

const SLUGS = ['welcome', 'about', 'privacy-policy', 'tips-and-rules', 'feedback'];

/** The demo sections; welcome has two pieces of content, about one, the rest none. */
async function addContent() {
  const db = t.database.db;
  const sections = [];
  for (const slug of SLUGS) {
    sections.push(
      await createContentSection(db, { slug, name: slug.replaceAll('-', ' '), title: `Title of ${slug}` }),
    );
  }
  const [welcome, about] = sections;
  const items = [
    await createContent(db, { contentSectionId: welcome.id, title: 'Hello', copy: '<p>Hi</p>' }),
    await createContent(db, {
      contentSectionId: about.id,
      title: 'About us',
      copy: '<p>We build courses</p>',
    }),
    await createContent(db, { contentSectionId: welcome.id, title: 'Again', copy: '<p>More</p>' }),
  ];
  return { sections, items };
}

const get = (url: string) => t.request({ method: 'GET', url });
const post = (url: string, payload: unknown) =>
  t.request({ method: 'POST', url, payload: payload as object });
const presented = (item: typeof content.$inferSelect) => ({
  id: item.id,
  title: item.title,
  copy: item.copy,
  contentSectionId: item.contentSectionId,
});

describe('GET /api/Content/GetContent', () => {
  it('lists all content by section', async () => {
    const { items } = await addContent();
    const response = await get('/api/Content/GetContent');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([items[0], items[2], items[1]].map(presented));
  });
});

describe('GET /api/Content/GetSections', () => {
  it('lists the sections', async () => {
    const { sections } = await addContent();
    const response = await get('/api/Content/GetSections');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      sections.map((section) => ({
        id: section.id,
        name: section.name,
        slug: section.slug,
        title: section.title,
      })),
    );
  });
});

describe('GET /api/Content/AllBySlug', () => {
  it('keys content by every section slug, with [] for empty sections', async () => {
    const { items } = await addContent();
    const response = await get('/api/Content/AllBySlug');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      welcome: [presented(items[0]), presented(items[2])],
      about: [presented(items[1])],
      'privacy-policy': [],
      'tips-and-rules': [],
      feedback: [],
    });
  });

  it('answers {} when there are no sections', async () => {
    expect((await get('/api/Content/AllBySlug')).json()).toEqual({});
  });
});

describe('POST /api/Content/BySectionSlug', () => {
  it('lists the content of a section by slug in any case', async () => {
    const { items } = await addContent();
    for (const slug of ['welcome', 'WELCOME', ' Welcome ']) {
      const response = await post('/api/Content/BySectionSlug', { slug });
      expect(response.statusCode, slug).toBe(200);
      expect(response.json()).toEqual([presented(items[0]), presented(items[2])]);
    }
    expect((await post('/api/Content/BySectionSlug', { slug: 'feedback' })).json()).toEqual([]);
  });

  it('answers 404 for an unknown slug', async () => {
    await addContent();
    const response = await post('/api/Content/BySectionSlug', { slug: 'nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Content section not found', code: 'NOT_FOUND' });
  });

  it('answers 400 naming slug when it is missing, empty or not text', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Slug is required'],
      [{ slug: '' }, 'Slug is required'],
      [{ slug: 7 }, 'Slug must be text'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/Content/BySectionSlug', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toEqual({ slug: message });
    }
  });
});

describe('POST /api/Content/SectionHasContent', () => {
  it('tells whether a section has content', async () => {
    const { sections } = await addContent();
    const has = async (contentSectionId: number) =>
      (await post('/api/Content/SectionHasContent', { contentSectionId })).json();
    expect(await has(sections[0].id)).toEqual({ hasContent: true });
    expect(await has(sections[1].id)).toEqual({ hasContent: true });
    expect(await has(sections[4].id)).toEqual({ hasContent: false });
  });

  it('answers 404 for an unknown section', async () => {
    const response = await post('/api/Content/SectionHasContent', { contentSectionId: 999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Content section not found', code: 'NOT_FOUND' });
  });

  it('answers 400 naming contentSectionId when it is missing, not a number or not positive', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Content section id is required'],
      [{ contentSectionId: 'one' }, 'Content section id must be a number'],
      [{ contentSectionId: -1 }, 'Content section id must be a positive number'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/Content/SectionHasContent', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toEqual({ contentSectionId: message });
    }
  });
});

describe('OpenAPI document', () => {
  it('lists the public Content paths under the Content tag', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    for (const name of ['GetContent', 'GetSections', 'AllBySlug']) {
      expect(paths[`/api/Content/${name}`]?.get?.tags, name).toEqual(['Content']);
    }
    for (const name of ['BySectionSlug', 'SectionHasContent']) {
      expect(paths[`/api/Content/${name}`]?.post?.tags, name).toEqual(['Content']);
    }
  });
});
