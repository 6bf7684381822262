import { asc, eq } from 'drizzle-orm';
import { type ContentRow, content, contentSections } from '../../db/schema/index';
import type { Deps } from '../deps';

/** Every section's slug with its content, [] for an empty section; one query. */
export async function listContentBySlug({ db }: Deps<'db'>): Promise<Map<string, ContentRow[]>> {
  const rows = await db
    .select({ slug: contentSections.slug, item: content })
    .from(contentSections)
    .leftJoin(content, eq(content.contentSectionId, contentSections.id))
    .orderBy(asc(contentSections.id), asc(content.id));
  const bySlug = new Map<string, ContentRow[]>();
  for (const { slug, item } of rows) {
    const list = bySlug.get(slug) ?? [];
    if (item) list.push(item);
    bySlug.set(slug, list);
  }
  return bySlug;
}
