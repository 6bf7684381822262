import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../ops/seed/seed-demo';
import { startTestApp, type TestApp } from '../test/harness';

// A site without demo data, as every deployment on PostgreSQL starts: only the migrations have run
// (no reset, which would empty the tables the migrations filled).
let site: TestApp;
beforeAll(async () => {
  site = await startTestApp();
});
afterAll(() => site.close());

const get = (url: string) => site.request({ method: 'GET', url });

describe('a site without demo data', () => {
  it('has the sections its own pages read, and a privacy policy that keeps records 7 years', async () => {
    const sections = (await get('/api/Content/GetSections')).json() as { slug: string }[];
    expect(sections.map((section) => section.slug).sort()).toEqual([
      'about',
      'feedback',
      'privacy-policy',
      'welcome',
    ]);
    const bySlug = (await get('/api/Content/AllBySlug')).json() as Record<string, { copy: string }[]>;
    expect(bySlug['privacy-policy']).toHaveLength(1);
    expect(bySlug['privacy-policy'][0].copy).toContain('at least 7 years');
    expect(bySlug.about).toEqual([]);
    expect(bySlug.welcome).toEqual([]);
  });

  it('lets the first admin write About and edit the privacy policy', async () => {
    const admin = await site.createUser({ roles: ['Admin'] });
    const token = await site.login(admin.userName);
    const sections = (await get('/api/Content/GetSections')).json() as { id: number; slug: string }[];
    const idOf = (slug: string) => sections.find((section) => section.slug === slug)?.id;

    const about = await site.request({
      method: 'POST',
      url: '/api/Content/Add',
      token,
      payload: {
        title: 'About our club',
        copy: '<p>We run on Saturdays.</p>',
        contentSectionId: idOf('about'),
      },
    });
    expect(about.statusCode).toBe(200);
    const privacy = await site.request({
      method: 'POST',
      url: '/api/Content/Add',
      token,
      payload: {
        title: 'Privacy Policy',
        copy: '<p>Records are kept at least 7 years. Ask us at club@example.com.</p>',
        contentSectionId: idOf('privacy-policy'),
      },
    });
    expect(privacy.statusCode).toBe(200);

    const bySlug = (await get('/api/Content/AllBySlug')).json() as Record<string, { copy: string }[]>;
    expect(bySlug.about.map((item) => item.copy)).toEqual(['<p>We run on Saturdays.</p>']);
    expect(bySlug['privacy-policy'].map((item) => item.copy)).toEqual([
      '<p>Records are kept at least 7 years. Ask us at club@example.com.</p>',
    ]);
  });

  it('takes the demo data on top: the demo fills the same sections, one content each', async () => {
    await seedDemoData(site.database.db);
    const bySlug = (await get('/api/Content/AllBySlug')).json() as Record<string, { title: string }[]>;
    expect(Object.keys(bySlug).sort()).toEqual([
      'about',
      'feedback',
      'privacy-policy',
      'tips-and-rules',
      'welcome',
    ]);
    for (const items of Object.values(bySlug)) expect(items).toHaveLength(1);
    expect(bySlug.about[0].title).toBe('About CourseClock');
  });
});
