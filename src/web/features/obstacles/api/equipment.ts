import { useQuery } from '@tanstack/react-query';
import type { Equipment } from '../../../../shared/schemas/equipment';
import { apiGet } from '../../../lib/api-client';

/** All equipment by name. */
export function useEquipmentList() {
  return useQuery({
    queryKey: ['equipment', 'all'],
    queryFn: () => apiGet<Equipment[]>('/Equipment/ListAll'),
  });
}
