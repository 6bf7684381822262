import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CreateUserBody,
  EditUserBody,
  Role,
  UserDetail,
  UsersPage,
} from '../../../../../shared/schemas/user-management';
import { leaderboardKeys } from '../../../../api/leaderboard';
import { myAccountKeys } from '../../../../api/my-account';
import { ApiError, apiGet, apiPost } from '../../../../lib/api-client';

/** Cards per page on the manage screen (GetUsers allows up to 200). */
export const USERS_PAGE_SIZE = 24;

interface UserListArgs {
  search: string;
  disabled: boolean;
  page: number;
  /** USERS_PAGE_SIZE unless said (the audit's actor picker asks for fewer). */
  pageSize?: number;
}

const userKeys = {
  all: ['adminUsers'] as const,
  roles: () => [...userKeys.all, 'roles'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: ({ search, disabled, page, pageSize = USERS_PAGE_SIZE }: UserListArgs) =>
    [...userKeys.lists(), { search: search.toLowerCase(), disabled, page, pageSize }] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
};

/** POST /UserManagement/ListRoles: the roles a user can be given, by name. */
function rolesQueryOptions() {
  return queryOptions({
    queryKey: userKeys.roles(),
    queryFn: () => apiPost<Role[]>('/UserManagement/ListRoles'),
    // Roles come from the seed and do not change while the site runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /UserManagement/GetUsers: one page of active or disabled users whose user name contains `search`. */
export function usersQueryOptions(args: UserListArgs) {
  const query = new URLSearchParams({
    disabled: String(args.disabled),
    page: String(args.page),
    pageSize: String(args.pageSize ?? USERS_PAGE_SIZE),
  });
  if (args.search) query.set('search', args.search);
  return queryOptions({
    queryKey: userKeys.list(args),
    queryFn: () => apiGet<UsersPage>(`/UserManagement/GetUsers?${query}`),
    // Typing in the filter or turning the page keeps the old cards until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** POST /UserManagement/GetSingle. An address whose id is no id (null) is a 404 without asking. */
function userQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: () =>
      id === null
        ? Promise.reject(new ApiError(404, 'User not found'))
        : apiPost<UserDetail>('/UserManagement/GetSingle', { id }),
  });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}

export function useUsers(args: UserListArgs) {
  return useQuery(usersQueryOptions(args));
}

export function useUser(id: number | null) {
  return useQuery(userQueryOptions(id));
}

/**
 * After a user changes: the admin's lists and details, the boards (a disabled user's times leave
 * them, a renamed user shows under the new name) and the admin's own account (they may edit themselves).
 */
async function invalidateAfterUserChange(queryClient: QueryClient, boardsToo: boolean): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    queryClient.invalidateQueries({ queryKey: myAccountKeys.all }),
    boardsToo ? queryClient.invalidateQueries({ queryKey: leaderboardKeys.all }) : undefined,
  ]);
}

/** POST /UserManagement/Create. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => apiPost<UserDetail>('/UserManagement/Create', body),
    onSuccess: () => invalidateAfterUserChange(queryClient, false),
  });
}

/** POST /UserManagement/EditUser. */
export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditUserBody) => apiPost<UserDetail>('/UserManagement/EditUser', body),
    onSuccess: () => invalidateAfterUserChange(queryClient, true),
  });
}

/** POST /UserManagement/Disable: the user can no longer log in and leaves the boards. */
export function useDisableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<UserDetail>('/UserManagement/Disable', { id }),
    onSuccess: () => invalidateAfterUserChange(queryClient, true),
  });
}
