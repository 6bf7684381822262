import type { Content, ContentSection } from '../../../../../shared/schemas/content';

/** A section by its slug; slugs match in any case, as POST /Content/BySectionSlug matches them. */
export function sectionBySlug(sections: readonly ContentSection[], slug: string): ContentSection | null {
  const wanted = slug.trim().toLowerCase();
  return sections.find((section) => section.slug.toLowerCase() === wanted) ?? null;
}

/** A section's content in the server's order (GET /Content/GetContent lists it by section). */
export function contentOf(content: readonly Content[], contentSectionId: number): Content[] {
  return content.filter((piece) => piece.contentSectionId === contentSectionId);
}

/** The add screen can be opened with a section already chosen (router state, not the address). */
export function sectionIdFromState(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('contentSectionId' in state)) return null;
  const id = state.contentSectionId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
