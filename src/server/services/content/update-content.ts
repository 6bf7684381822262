import { eq } from 'drizzle-orm';
import { type ContentRow, content } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';
import type { NewContent } from './add-content';
import { lockContentSections } from './lock-content-section';

/**
 * An admin edits one piece of content: title, copy (sanitised by its column as it is stored) and its
 * section, which may change (the edit screen's section select). Unknown content or section → 404.
 */
export async function updateContent(
  { db, actor, now }: Deps<'db' | 'now'> & SignedIn,
  { id, ...changes }: NewContent & { id: number },
): Promise<ContentRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ contentSectionId: content.contentSectionId })
      .from(content)
      .where(eq(content.id, id));
    if (!current) throw notFound('Content');
    // Sections first (both, when the content moves), then the row: the order every writer keeps.
    await lockContentSections(tx, [current.contentSectionId, changes.contentSectionId]);
    const [before] = await tx.select().from(content).where(eq(content.id, id)).for('update');
    if (!before) throw notFound('Content');
    const [after] = await tx
      .update(content)
      .set({ ...changes, updatedAt: now })
      .where(eq(content.id, id))
      .returning();
    await recordAudit(tx, { actor, action: 'update', entity: 'content', entityId: id, before, after });
    return after;
  });
}
