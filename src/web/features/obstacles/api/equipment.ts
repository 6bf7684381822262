import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Equipment } from '../../../../shared/schemas/equipment';
import { equipmentKeys } from '../../../api/equipment';
import { apiGet } from '../../../lib/api-client';

/** GET /Equipment/ListAll: all equipment by name. */
export function equipmentListQueryOptions() {
  return queryOptions({
    queryKey: equipmentKeys.list(),
    queryFn: () => apiGet<Equipment[]>('/Equipment/ListAll'),
  });
}

export function useEquipmentList() {
  return useQuery(equipmentListQueryOptions());
}
