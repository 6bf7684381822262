import {
  queryOptions,
  type UseQueryResult,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AddContentBody,
  Content,
  ContentSection,
  UpdateContentBody,
} from '../../../../../shared/schemas/content';
import { contentKeys } from '../../../../api/content';
import type { QueryView } from '../../../../components/QueryState';
import { apiGet, apiPost } from '../../../../lib/api-client';

/**
 * The admin's content queries, under the shared `contentKeys.all` root: one invalidation after a save
 * refreshes these screens and the public pages (/About, /PrivacyPolicy, the welcome) at once.
 */
const adminContentKeys = {
  all: [...contentKeys.all, 'admin'] as const,
  sections: () => [...adminContentKeys.all, 'sections'] as const,
  list: () => [...adminContentKeys.all, 'list'] as const,
  hasContent: (contentSectionId: number) =>
    [...adminContentKeys.all, 'hasContent', contentSectionId] as const,
};

/** GET /Content/GetSections: every section (id, name, slug, title). */
function contentSectionsQueryOptions() {
  return queryOptions({
    queryKey: adminContentKeys.sections(),
    queryFn: () => apiGet<ContentSection[]>('/Content/GetSections'),
  });
}

export function useContentSections() {
  return useQuery(contentSectionsQueryOptions());
}

/**
 * GET /Content/GetContent: every piece of content, by section. Always read fresh (staleTime 0): an
 * editor must start from what is stored, not from the public pages' five-minute copy.
 */
function allContentQueryOptions() {
  return queryOptions({
    queryKey: adminContentKeys.list(),
    queryFn: () => apiGet<Content[]>('/Content/GetContent'),
    staleTime: 0,
  });
}

/** Every section with its content, as the edit and view screens show them. */
export interface ContentCatalogue {
  sections: ContentSection[];
  content: Content[];
}

function catalogueOf([sections, content]: [
  UseQueryResult<ContentSection[]>,
  UseQueryResult<Content[]>,
]): QueryView<ContentCatalogue> {
  const failed = [sections, content].find((query) => query.isError);
  return {
    isPending: sections.isPending || content.isPending,
    isError: failed !== undefined,
    error: failed?.error ?? null,
    data: sections.data && content.data ? { sections: sections.data, content: content.data } : undefined,
    refetch: () => Promise.all([sections.refetch(), content.refetch()]),
  };
}

/** The sections and all content, loaded together and shown through one QueryState. */
export function useContentCatalogue(): QueryView<ContentCatalogue> {
  return useQueries({
    queries: [contentSectionsQueryOptions(), allContentQueryOptions()],
    combine: catalogueOf,
  });
}

/** POST /Content/SectionHasContent: drives docs/spec.md §5's overwrite warning; off until a section is picked. */
export function useSectionHasContent(contentSectionId: number | null) {
  return useQuery({
    queryKey: adminContentKeys.hasContent(contentSectionId ?? 0),
    queryFn: () =>
      apiPost<{ hasContent: boolean }>('/Content/SectionHasContent', { contentSectionId }).then(
        (answer) => answer.hasContent,
      ),
    enabled: contentSectionId !== null,
    staleTime: 0,
  });
}

/**
 * Every write changes what the public pages show: the whole content root is refetched, inactive
 * queries too, before the caller's onSuccess runs, so the screen it goes to starts from the saved state.
 */
function useContentWrite<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiPost<Content>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all, refetchType: 'all' }),
  });
}

/** POST /Content/Add: the section's content becomes this one (what it had is replaced). */
export function useAddContent() {
  return useContentWrite<AddContentBody>('/Content/Add');
}

/** POST /Content/Update: one piece of content's title and copy. */
export function useUpdateContent() {
  return useContentWrite<UpdateContentBody>('/Content/Update');
}
