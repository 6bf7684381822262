import { asc } from 'drizzle-orm';
import { type ContentSectionRow, contentSections } from '../../db/schema/index';
import type { Deps } from '../deps';

export function listContentSections({ db }: Deps<'db'>): Promise<ContentSectionRow[]> {
  return db.select().from(contentSections).orderBy(asc(contentSections.id));
}
