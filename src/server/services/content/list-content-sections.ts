import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentSections } from '../../db/schema/index';
import type { ContentSectionRow } from '../../presenters/content';

export function listContentSections({ db }: { db: DbOrTx }): Promise<ContentSectionRow[]> {
  return db.select().from(contentSections).orderBy(asc(contentSections.id));
}
