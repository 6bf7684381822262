import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../client';
import { queryRows } from '../client';
import { content, contentSections, equipment, events, locations } from './index';

const HOSTILE = '<script>alert(1)</script><p onclick=x>ok</p>';
const CLEAN = '<p>ok</p>';

let database: Database;
const db = () => database.db;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('rich-text columns are sanitised on every write', () => {
  it('content.copy on insert and update', async () => {
    const [section] = await db()
      .insert(contentSections)
      .values({ name: 'Rules', slug: 'rules', title: 'Rules' })
      .returning();
    const [row] = await db()
      .insert(content)
      .values({ contentSectionId: section.id, title: 'Safety', copy: HOSTILE })
      .returning();
    expect(row.copy).toBe(CLEAN);
    await db()
      .update(content)
      .set({ copy: `${HOSTILE}<a href="javascript:alert(1)">x</a>` })
      .where(eq(content.id, row.id));
    // Read back with plain SQL: what is stored, not what a read mapping might fix up.
    const [stored] = await queryRows<{ copy: string }>(
      db(),
      sql`select copy from content where id = ${row.id}`,
    );
    expect(stored.copy).toBe(`${CLEAN}<a rel="noopener noreferrer" target="_blank">x</a>`);
  });

  it('events.content', async () => {
    const [location] = await db()
      .insert(locations)
      .values({ name: 'Bondi', path: 'bondi', streetAddress: '1 Beach Rd', city: 'Bondi', state: 'NSW' })
      .returning();
    const start = new Date('2025-06-15T09:00:00Z');
    const [event] = await db()
      .insert(events)
      .values({
        name: 'Open',
        path: 'open',
        content: HOSTILE,
        locationId: location.id,
        startTime: start,
        endTime: start,
      })
      .returning();
    const [stored] = await queryRows<{ content: string }>(
      db(),
      sql`select content from events where id = ${event.id}`,
    );
    expect(stored.content).toBe(CLEAN);
  });

  it('equipment.instructions', async () => {
    const [item] = await db()
      .insert(equipment)
      .values({ name: 'Monkey bars', path: 'monkey-bars', instructions: HOSTILE })
      .returning();
    await db().update(equipment).set({ instructions: HOSTILE }).where(eq(equipment.id, item.id));
    const [stored] = await queryRows<{ instructions: string }>(
      db(),
      sql`select instructions from equipment where id = ${item.id}`,
    );
    expect(stored.instructions).toBe(CLEAN);
  });
});
