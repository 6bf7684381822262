import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Equipment } from '../../shared/schemas/equipment';
import { apiGet, firstAnswer } from '../lib/api-client';

/** Equipment query keys: the public obstacles and the admin catalogue read and change the same lists. */
export const equipmentKeys = {
  all: ['equipment'] as const,
  list: () => [...equipmentKeys.all, 'list'] as const,
};

/** GET /Equipment/ListAll: all equipment by name (Tips & Rules, the admin catalogue, a course's Add). */
export function equipmentListQueryOptions() {
  return queryOptions({
    queryKey: equipmentKeys.list(),
    queryFn: () => apiGet<Equipment[]>('/Equipment/ListAll'),
    initialData: () => firstAnswer<Equipment[]>('GET', '/Equipment/ListAll'),
  });
}

export function useEquipmentList() {
  return useQuery(equipmentListQueryOptions());
}
