import { z } from 'zod';
import { limits } from '../limits';
import { idField, tooLong } from './common';

export const contentSectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  title: z.string(),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

export const contentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  copy: z.string(),
  contentSectionId: z.number().int(),
});
export type Content = z.infer<typeof contentSchema>;

export const contentListResponse = z.array(contentSchema);
export const contentSectionListResponse = z.array(contentSectionSchema);

/** Every section's slug, with [] for a section that has no content yet. */
export const contentBySlugResponse = z.record(z.string(), z.array(contentSchema));
export type ContentBySlug = z.infer<typeof contentBySlugResponse>;

export const bySectionSlugBody = z.object({
  slug: z
    .string({ error: (issue) => (issue.input === undefined ? 'Slug is required' : 'Slug must be text') })
    .trim()
    .min(1, 'Slug is required')
    .max(limits.pathMax, tooLong('Slug', limits.pathMax)),
});
export type BySectionSlugBody = z.infer<typeof bySectionSlugBody>;

export const sectionHasContentBody = z.object({ contentSectionId: idField('Content section id') });
export type SectionHasContentBody = z.infer<typeof sectionHasContentBody>;

export const sectionHasContentResponse = z.object({ hasContent: z.boolean() });

/** A content title: shown as the heading of its section's page. */
export const CONTENT_TITLE_MAX = 200;

const contentFields = {
  title: z
    .string({ error: (issue) => (issue.input === undefined ? 'Title is required' : 'Title must be text') })
    .trim()
    .min(1, 'Title is required')
    .max(CONTENT_TITLE_MAX, tooLong('Title', CONTENT_TITLE_MAX)),
  /** Editor HTML; the server sanitises it as it stores it (docs/architecture.md, "Rich text"). */
  copy: z
    .string({ error: (issue) => (issue.input === undefined ? 'Copy is required' : 'Copy must be text') })
    .max(limits.richTextMax, tooLong('Copy', limits.richTextMax)),
  contentSectionId: idField('Content section id'),
};

/** POST /Content/Add: the section's content becomes this (docs/spec.md §5: adding overwrites what it had). */
export const addContentBody = z.object(contentFields);
export type AddContentBody = z.infer<typeof addContentBody>;

/** POST /Content/Update: one piece of content, possibly moved to another section. */
export const updateContentBody = z.object({ id: idField('Content id'), ...contentFields });
export type UpdateContentBody = z.infer<typeof updateContentBody>;
