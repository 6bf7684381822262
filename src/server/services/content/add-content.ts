import { eq } from 'drizzle-orm';
import { type ContentRow, content } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import type { Deps, SignedIn } from '../deps';
import { lockContentSections } from './lock-content-section';

export interface NewContent {
  title: string;
  copy: string;
  contentSectionId: number;
}

/**
 * An admin writes a section's content. docs/spec.md §5 warns that adding to a section that has content
 * overwrites it, so the section's earlier content is replaced, in one transaction whose audit row
 * keeps what was replaced (`before`, a list) and the new row (`after`). The copy is sanitised by its
 * column as it is stored; an unknown section is a 404, as SectionHasContent answers.
 */
export async function addContent(
  { db, actor }: Deps<'db'> & SignedIn,
  input: NewContent,
): Promise<ContentRow> {
  return db.transaction(async (tx) => {
    await lockContentSections(tx, [input.contentSectionId]);
    const replaced = await tx
      .delete(content)
      .where(eq(content.contentSectionId, input.contentSectionId))
      .returning();
    const [row] = await tx.insert(content).values(input).returning();
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'content',
      entityId: row.id,
      before: replaced.length > 0 ? replaced : null,
      after: row,
    });
    return row;
  });
}
