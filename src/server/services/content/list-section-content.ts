import { asc, eq, sql } from 'drizzle-orm';
import type { BySectionSlugBody } from '../../../shared/schemas/content';
import type { DbOrTx } from '../../db/client';
import { content, contentSections } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { ContentRow } from '../../presenters/content';

interface ListSectionContentInput {
  db: DbOrTx;
  input: BySectionSlugBody;
}

/** The content of the section with this slug (any case); unknown slug → 404. One query. */
export async function listSectionContent({ db, input }: ListSectionContentInput): Promise<ContentRow[]> {
  const rows = await db
    .select({ sectionId: contentSections.id, item: content })
    .from(contentSections)
    .leftJoin(content, eq(content.contentSectionId, contentSections.id))
    .where(eq(sql`lower(${contentSections.slug})`, sql`lower(${input.slug})`))
    .orderBy(asc(content.id));
  if (rows.length === 0) throw notFound('Content section');
  return rows.flatMap(({ item }) => (item ? [item] : []));
}
