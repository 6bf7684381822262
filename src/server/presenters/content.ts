import type { Content, ContentSection } from '../../shared/schemas/content';
import type { ContentRow, ContentSectionRow } from '../db/schema/index';

export function presentContent(row: ContentRow): Content {
  return { id: row.id, title: row.title, copy: row.copy, contentSectionId: row.contentSectionId };
}

export function presentContentSection(row: ContentSectionRow): ContentSection {
  return { id: row.id, name: row.name, slug: row.slug, title: row.title };
}
