import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contentSections } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';

/**
 * Locks content sections' rows, in id order, for the rest of the transaction: writes to one section's
 * content take turns, and every writer locks sections before content rows, so two never deadlock.
 * A section that does not exist is a 404.
 */
export async function lockContentSections(tx: Tx, contentSectionIds: number[]): Promise<void> {
  const ids = [...new Set(contentSectionIds)];
  const found = await tx
    .select({ id: contentSections.id })
    .from(contentSections)
    .where(inArray(contentSections.id, ids))
    .orderBy(asc(contentSections.id))
    .for('update');
  if (found.length !== ids.length) throw notFound('Content section');
}
