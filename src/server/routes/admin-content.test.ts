import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, content } from '../db/schema/index';
import { createContent, createContentSection } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp();
const db = () => t.database.db;

const tokens = () => t.roleTokens();

const post = (url: string, payload: object, token?: string) =>
  t.request({ method: 'POST', url: `/api/Content/${url}`, payload, token });

const audits = () => db().select().from(auditLog).orderBy(asc(auditLog.id));
const json = (value: unknown) => JSON.parse(JSON.stringify(value));

/** Stored XSS attempts: each must come back without anything that runs. */
const HOSTILE_COPY =
  '<p>Welcome<script>alert(1)</script></p><img src=x onerror="alert(2)">' +
  '<p onmouseover="alert(3)"><a href="javascript:alert(4)">Click</a> <a href="JaVaScRiPt:alert(5)">me</a></p>';

function expectInert(stored: string) {
  expect(stored).not.toMatch(/<script|onerror|onmouseover|javascript:|<img/i);
  expect(stored).toContain('Welcome');
  expect(stored).toContain('Click');
}

describe('POST /api/Content/Add', () => {
  it('adds content to an empty section, audited, and the public pages show it', async () => {
    const { admin, adminId } = await tokens();
    const about = await createContentSection(db(), { slug: 'about' });
    const response = await post(
      'Add',
      { title: ' About us ', copy: '<p>We run</p>', contentSectionId: about.id },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const added = response.json();
    expect(added).toEqual({
      id: expect.any(Number),
      title: 'About us',
      copy: '<p>We run</p>',
      contentSectionId: about.id,
    });
    const [audit] = await audits();
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'create',
      entity: 'content',
      entityId: added.id,
    });
    expect(audit.data).toMatchObject({
      before: null,
      after: { id: added.id, title: 'About us', copy: '<p>We run</p>' },
    });
    const bySlug = await t.request({
      method: 'POST',
      url: '/api/Content/BySectionSlug',
      payload: { slug: 'about' },
    });
    expect(bySlug.json()).toEqual([added]);
  });

  it('overwrites what the section had (docs/spec.md §5 warning); the audit keeps the replaced content', async () => {
    const { admin } = await tokens();
    const about = await createContentSection(db());
    const old = await createContent(db(), { contentSectionId: about.id, title: 'Old', copy: '<p>Old</p>' });
    const other = await createContent(db());
    const response = await post(
      'Add',
      { title: 'New', copy: '<p>New</p>', contentSectionId: about.id },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const rows = await db().select().from(content).orderBy(asc(content.id));
    expect(rows.map((row) => [row.contentSectionId, row.title])).toEqual([
      [other.contentSectionId, other.title],
      [about.id, 'New'],
    ]);
    const [audit] = await audits();
    expect(audit.data).toMatchObject({ before: [json(old)], after: { title: 'New' } });
  });

  it('stores the copy inert: no script, event handler or javascript: link', async () => {
    const { admin } = await tokens();
    const section = await createContentSection(db());
    const response = await post(
      'Add',
      { title: 'Hi', copy: HOSTILE_COPY, contentSectionId: section.id },
      admin,
    );
    const [row] = await db().select().from(content).where(eq(content.id, response.json().id));
    expectInert(row.copy);
    expectInert(response.json().copy);
  });

  it.each([
    [{ copy: '<p>x</p>', contentSectionId: 1 }, 'title', 'Title is required'],
    [{ title: '  ', copy: '<p>x</p>', contentSectionId: 1 }, 'title', 'Title is required'],
    [
      { title: 'x'.repeat(201), copy: '<p>x</p>', contentSectionId: 1 },
      'title',
      'Title must be 200 characters or fewer',
    ],
    [{ title: 'Hi', contentSectionId: 1 }, 'copy', 'Copy is required'],
    [{ title: 'Hi', copy: 5, contentSectionId: 1 }, 'copy', 'Copy must be text'],
    [
      { title: 'Hi', copy: 'x'.repeat(60_001), contentSectionId: 1 },
      'copy',
      'Copy must be 60000 characters or fewer',
    ],
    [{ title: 'Hi', copy: '<p>x</p>' }, 'contentSectionId', 'Content section id is required'],
    [
      { title: 'Hi', copy: '<p>x</p>', contentSectionId: '1' },
      'contentSectionId',
      'Content section id must be a number',
    ],
  ])('answers 400 naming the field (case %#)', async (body, field, message) => {
    const { admin } = await tokens();
    const response = await post('Add', body, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
  });

  it('answers 404 for an unknown section, 401 to a guest, 403 to a member and a referee; nothing written', async () => {
    const { admin, member, referee } = await tokens();
    const section = await createContentSection(db());
    const body = { title: 'Hi', copy: '<p>x</p>', contentSectionId: section.id };
    const missing = await post('Add', { ...body, contentSectionId: section.id + 1000 }, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Content section not found');
    expect((await post('Add', body)).statusCode).toBe(401);
    expect((await post('Add', body, member)).statusCode).toBe(403);
    expect((await post('Add', body, referee)).statusCode).toBe(403);
    expect(await db().select().from(content)).toEqual([]);
    expect(await audits()).toEqual([]);
  });
});

describe('POST /api/Content/Update', () => {
  it('changes title and copy, audited before and after', async () => {
    const { admin } = await tokens();
    const old = await createContent(db(), { title: 'Old', copy: '<p>Old</p>' });
    const body = { id: old.id, title: 'New', copy: '<p>New</p>', contentSectionId: old.contentSectionId };
    const response = await post('Update', body, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
    const [audit] = await audits();
    expect(audit).toMatchObject({ action: 'update', entity: 'content', entityId: old.id });
    expect(audit.data).toMatchObject({
      before: { title: 'Old', copy: '<p>Old</p>' },
      after: { title: 'New', copy: '<p>New</p>' },
    });
  });

  it('moves content to another section', async () => {
    const { admin } = await tokens();
    const old = await createContent(db());
    const other = await createContentSection(db());
    const response = await post(
      'Update',
      { id: old.id, title: 'T', copy: '<p>C</p>', contentSectionId: other.id },
      admin,
    );
    expect(response.json().contentSectionId).toBe(other.id);
  });

  it('stores the copy inert', async () => {
    const { admin } = await tokens();
    const old = await createContent(db());
    const body = { id: old.id, title: 'T', copy: HOSTILE_COPY, contentSectionId: old.contentSectionId };
    expectInert((await post('Update', body, admin)).json().copy);
    const [row] = await db().select().from(content).where(eq(content.id, old.id));
    expectInert(row.copy);
  });

  it('answers 400 naming the field, 404 for unknown content or section, 401 and 403', async () => {
    const { admin, member, referee } = await tokens();
    const old = await createContent(db());
    const body = { id: old.id, title: 'T', copy: '<p>C</p>', contentSectionId: old.contentSectionId };
    expect((await post('Update', { ...body, id: undefined }, admin)).json().fields).toEqual({
      id: 'Content id is required',
    });
    expect((await post('Update', { ...body, id: true }, admin)).json().fields).toEqual({
      id: 'Content id must be a number',
    });
    expect((await post('Update', { ...body, title: '' }, admin)).json().fields).toEqual({
      title: 'Title is required',
    });
    const noContent = await post('Update', { ...body, id: old.id + 1000 }, admin);
    expect([noContent.statusCode, noContent.json().error]).toEqual([404, 'Content not found']);
    const noSection = await post('Update', { ...body, contentSectionId: old.contentSectionId + 1000 }, admin);
    expect([noSection.statusCode, noSection.json().error]).toEqual([404, 'Content section not found']);
    expect((await post('Update', body)).statusCode).toBe(401);
    expect((await post('Update', body, member)).statusCode).toBe(403);
    expect((await post('Update', body, referee)).statusCode).toBe(403);
    expect(await db().select().from(content)).toEqual([old]);
    expect(await audits()).toEqual([]);
  });
});
