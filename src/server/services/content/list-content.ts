import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { content } from '../../db/schema/index';
import type { ContentRow } from '../../presenters/content';

/** All content, grouped by section and then in the order it was written. */
export function listContent({ db }: { db: DbOrTx }): Promise<ContentRow[]> {
  return db.select().from(content).orderBy(asc(content.contentSectionId), asc(content.id));
}
