import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateEquipmentBody,
  Equipment,
  UpdateEquipmentBody,
} from '../../../../../shared/schemas/equipment';
import { equipmentKeys } from '../../../../api/equipment';
import { locationKeys } from '../../../../api/locations';
import { ApiError, apiPost, apiUpload } from '../../../../lib/api-client';

/** One obstacle by id, under the shared `equipmentKeys.all` root so every equipment write refreshes it. */
const adminEquipmentKeys = {
  single: (id: number) => [...equipmentKeys.all, 'single', id] as const,
};

/** POST /Equipment/GetSingle. A malformed id fails as the server's 404 would, so the page says "not found". */
function adminEquipmentQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: adminEquipmentKeys.single(id ?? 0),
    queryFn: async (): Promise<Equipment> => {
      if (id === null) throw new ApiError(404, 'Equipment not found');
      return apiPost<Equipment>('/Equipment/GetSingle', { id });
    },
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

export function useAdminEquipment(id: number | null) {
  return useQuery(adminEquipmentQueryOptions(id));
}

/**
 * Every equipment write changes the catalogue (admin screens, Tips & Rules) and may change what a
 * course lists (site equipment shows the obstacle's name and image; a delete takes it off courses).
 */
function useInvalidateEquipment() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: equipmentKeys.all }),
      client.invalidateQueries({ queryKey: locationKeys.all }),
    ]);
}

export function useCreateEquipment() {
  const invalidate = useInvalidateEquipment();
  return useMutation({
    mutationFn: (body: CreateEquipmentBody) => apiPost<Equipment>('/Equipment/Create', body),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateEquipment() {
  const invalidate = useInvalidateEquipment();
  return useMutation({
    mutationFn: (body: UpdateEquipmentBody) => apiPost<Equipment>('/Equipment/Update', body),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteEquipment() {
  const invalidate = useInvalidateEquipment();
  return useMutation({
    mutationFn: (id: number) => apiPost<{ ok: true }>('/Equipment/Delete', { id }),
    onSuccess: () => invalidate(),
  });
}

/** POST /Equipment/AddImage: multipart `file` and `equipmentId`; the new image replaces the old one. */
export function useAddEquipmentImage() {
  const invalidate = useInvalidateEquipment();
  return useMutation({
    mutationFn: ({ equipmentId, file }: { equipmentId: number; file: File }) => {
      const form = new FormData();
      form.append('equipmentId', String(equipmentId));
      form.append('file', file);
      return apiUpload<Equipment>('/Equipment/AddImage', form);
    },
    onSuccess: () => invalidate(),
  });
}
