import { eq } from 'drizzle-orm';
import { content, contentSections } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';

/**
 * Whether a section already has content (the admin add screen warns before overwriting).
 * One query: no row means no such section; a row without content id means an empty one.
 */
export async function sectionHasContent(
  { db }: Deps<'db'>,
  input: { contentSectionId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ contentId: content.id })
    .from(contentSections)
    .leftJoin(content, eq(content.contentSectionId, contentSections.id))
    .where(eq(contentSections.id, input.contentSectionId))
    .limit(1);
  if (!row) throw notFound('Content section');
  return row.contentId !== null;
}
