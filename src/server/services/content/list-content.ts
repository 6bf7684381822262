import { asc } from 'drizzle-orm';
import { type ContentRow, content } from '../../db/schema/index';
import type { Deps } from '../deps';

/** All content, grouped by section and then in the order it was written. */
export function listContent({ db }: Deps<'db'>): Promise<ContentRow[]> {
  return db.select().from(content).orderBy(asc(content.contentSectionId), asc(content.id));
}
