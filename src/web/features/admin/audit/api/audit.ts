import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditPage, RestoredTime } from '../../../../../shared/schemas/audit';
import { leaderboardKeys } from '../../../../api/leaderboard';
import { apiGet, apiPost } from '../../../../lib/api-client';
import { usersQueryOptions } from '../../users/api/users';

/** What the trail is filtered by; empty strings and null mean "any". Days are YYYY-MM-DD. */
export interface AuditFilters {
  actorId: number | null;
  entity: string;
  from: string;
  to: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 20;
/** Actors offered for a typed name part: enough to pick from, few enough to read. */
const ACTOR_OPTIONS = 20;

const auditKeys = {
  all: ['adminAudit'] as const,
  pages: () => [...auditKeys.all, 'page'] as const,
  page: (filters: AuditFilters) => [...auditKeys.pages(), filters] as const,
};

/** The query string GET /api/Admin/Audit takes for these filters (unset ones left out). */
function auditSearch(filters: AuditFilters): string {
  const query = new URLSearchParams({ page: String(filters.page), pageSize: String(AUDIT_PAGE_SIZE) });
  if (filters.actorId !== null) query.set('actorId', String(filters.actorId));
  if (filters.entity) query.set('entity', filters.entity);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return query.toString();
}

/** GET /api/Admin/Audit: newest first, a page at a time; the page shown stays while the next loads. */
function auditPageQueryOptions(filters: AuditFilters) {
  return queryOptions({
    queryKey: auditKeys.page(filters),
    queryFn: () => apiGet<AuditPage>(`/Admin/Audit?${auditSearch(filters)}`),
    placeholderData: keepPreviousData,
  });
}

/** Who can be picked as the actor (active users by user name part), through the user list's query. */
function actorOptionsQueryOptions(search: string) {
  return queryOptions({
    ...usersQueryOptions({ search: search.trim(), disabled: false, page: 1, pageSize: ACTOR_OPTIONS }),
    placeholderData: undefined,
    select: (answer) => answer.users.map((user) => ({ value: String(user.id), label: user.userName })),
    staleTime: 60_000,
  });
}

export function useAuditPage(filters: AuditFilters) {
  return useQuery(auditPageQueryOptions(filters));
}

export function useActorOptions(search: string) {
  return useQuery(actorOptionsQueryOptions(search));
}

/**
 * POST /api/Admin/Audit/Restore: the deleted time is back, so the trail (its entry and the new
 * 'restore' one) and every board that showed it are refreshed.
 */
export function useRestoreTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (auditId: number) => apiPost<RestoredTime>('/Admin/Audit/Restore', { id: auditId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: auditKeys.pages() }),
        queryClient.invalidateQueries({ queryKey: leaderboardKeys.all }),
      ]),
  });
}
