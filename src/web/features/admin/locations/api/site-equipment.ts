import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSiteEquipment } from '../../../../../shared/schemas/location';
import { locationKeys } from '../../../../api/locations';
import { apiPost } from '../../../../lib/api-client';
import { movedItem } from '../lib/site-equipment-order';

/**
 * The admin's view of a course (GetEquipment, with site-equipment ids) under the shared
 * `locationKeys.all` root: every change invalidates that root, so the public location page's obstacle
 * list (GetSiteEquipment) and this editor both reload.
 */
const siteEquipmentKeys = {
  all: [...locationKeys.all, 'admin', 'siteEquipment'] as const,
  course: (locationId: number) => [...siteEquipmentKeys.all, locationId] as const,
};

/** Changes to one course run one after another (a mutation scope), in the order the admin made them. */
const courseMutation = (locationId: number) => ['siteEquipment', 'change', locationId] as const;

/** POST /Location/GetEquipment: the course in order, each item with its site-equipment id. */
function siteEquipmentQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: siteEquipmentKeys.course(locationId),
    queryFn: () => apiPost<AdminSiteEquipment[]>('/Location/GetEquipment', { locationId }),
  });
}

export function useSiteEquipmentCourse(locationId: number) {
  return useQuery(siteEquipmentQueryOptions(locationId));
}

/**
 * After the last queued change of a course settles, reload every location view (this course from
 * GetEquipment, the public obstacle list). Earlier changes skip it: a reload landing between two
 * quick moves would show the first move's answer over the second's optimistic order.
 */
async function reloadWhenIdle(queryClient: QueryClient, locationId: number): Promise<void> {
  if (queryClient.isMutating({ mutationKey: courseMutation(locationId) }) > 1) return;
  await queryClient.invalidateQueries({ queryKey: locationKeys.all });
}

function useCourseMutation<Variables>(
  locationId: number,
  send: (variables: Variables) => Promise<AdminSiteEquipment[]>,
  optimistic?: (course: AdminSiteEquipment[], variables: Variables) => AdminSiteEquipment[],
) {
  const queryClient = useQueryClient();
  const key = siteEquipmentKeys.course(locationId);
  return useMutation({
    mutationKey: courseMutation(locationId),
    scope: { id: `site-equipment-${locationId}` },
    mutationFn: send,
    onMutate: async (variables: Variables) => {
      const before = queryClient.getQueryData<AdminSiteEquipment[]>(key);
      if (!optimistic || !before) return { before };
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, optimistic(before, variables));
      return { before };
    },
    // The server refused: put back the order from before this change.
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => reloadWhenIdle(queryClient, locationId),
  });
}

/** POST /Location/AddEquipment: at the end of the course (the same obstacle may be there twice). */
export function useAddSiteEquipment(locationId: number) {
  return useCourseMutation(locationId, ({ equipmentId, index }: { equipmentId: number; index: number }) =>
    apiPost<AdminSiteEquipment[]>('/Location/AddEquipment', { equipmentId, locationId, index }),
  );
}

/** POST /Location/RemoveEquipment: one item of the course, by its site-equipment id. */
export function useRemoveSiteEquipment(locationId: number) {
  return useCourseMutation(locationId, (id: number) =>
    apiPost<AdminSiteEquipment[]>('/Location/RemoveEquipment', { id }),
  );
}

type CourseMove = { id: number; index: number };

/** POST /Location/UpdateEquipmentIndex: shown in its new place at once, put back if refused. */
export function useMoveSiteEquipment(locationId: number) {
  return useCourseMutation(
    locationId,
    ({ id, index }: CourseMove) =>
      apiPost<AdminSiteEquipment[]>('/Location/UpdateEquipmentIndex', { id, locationId, index }),
    (course, move) => movedItem(course, move.id, move.index),
  );
}

type SegmentFloor = { id: number; minSegmentSeconds: number | null };

/** POST /Location/UpdateEquipmentMinSegment: the least a split may give one obstacle (null: 1 s). */
export function useSetSegmentFloor(locationId: number) {
  return useCourseMutation(locationId, ({ id, minSegmentSeconds }: SegmentFloor) =>
    apiPost<AdminSiteEquipment[]>('/Location/UpdateEquipmentMinSegment', {
      id,
      locationId,
      minSegmentSeconds,
    }),
  );
}
