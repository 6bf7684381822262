import { asc, eq, sql } from 'drizzle-orm';
import { type ContentRow, content, contentSections } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';

/** The content of the section with this slug (any case); unknown slug → 404. One query. */
export async function listSectionContent({ db }: Deps<'db'>, input: { slug: string }): Promise<ContentRow[]> {
  const rows = await db
    .select({ sectionId: contentSections.id, item: content })
    .from(contentSections)
    .leftJoin(content, eq(content.contentSectionId, contentSections.id))
    .where(eq(sql`lower(${contentSections.slug})`, sql`lower(${input.slug})`))
    .orderBy(asc(content.id));
  if (rows.length === 0) throw notFound('Content section');
  return rows.flatMap(({ item }) => (item ? [item] : []));
}
