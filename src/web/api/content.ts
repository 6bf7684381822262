import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentBySlug } from '../../shared/schemas/content';
import { apiGet, firstAnswer } from '../lib/api-client';

// Type-only schema imports here and in the other read queries: main.tsx preloads this at start, and
// pulling zod into the first chunks would slow the home page; the server's response schemas already
// strip and check what it sends.

export const contentKeys = {
  all: ['content'] as const,
  allBySlug: () => [...contentKeys.all, 'allBySlug'] as const,
};

/** GET /Content/AllBySlug: every section's content keyed by slug; main.tsx preloads it at start (docs/spec.md §2). */
export function contentBySlugQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.allBySlug(),
    queryFn: () => apiGet<ContentBySlug>('/Content/AllBySlug'),
    initialData: () => firstAnswer<ContentBySlug>('GET', '/Content/AllBySlug'),
    staleTime: 5 * 60_000,
  });
}

/** One section's content, read from the preloaded map. */
export function useContentBySlug(slug: string) {
  return useQuery({ ...contentBySlugQueryOptions(), select: (bySlug) => bySlug[slug] ?? [] });
}
