import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLocationBody,
  Location,
  UpdateLocationBody,
} from '../../../../../shared/schemas/location';
import { locationKeys } from '../../../../api/locations';
import { apiPost } from '../../../../lib/api-client';

/**
 * Every location write invalidates `locationKeys.all`: the public course picker, the location pages
 * and the admin lists (adminLocationKeys sits under it) all show the change at once.
 */
function useLocationWrite<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiPost<Location>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

/** POST /Location/Create: a 400 or a 409 (name taken) carries `fields` for the form's inputs. */
export function useCreateLocation() {
  return useLocationWrite<CreateLocationBody>('/Location/Create');
}

/** POST /Location/Update: the whole form; `disabled: false` enables a disabled location again. */
export function useUpdateLocation() {
  return useLocationWrite<UpdateLocationBody>('/Location/Update');
}

/** POST /Location/Disable: docs/spec.md §2 "remove (disables)"; the location's times stay. */
export function useDisableLocation() {
  return useLocationWrite<{ id: number }>('/Location/Disable');
}
