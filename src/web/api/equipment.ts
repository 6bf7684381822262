/** Equipment query keys: the public obstacles and the admin catalogue read and change the same lists. */
export const equipmentKeys = {
  all: ['equipment'] as const,
  list: () => [...equipmentKeys.all, 'list'] as const,
};
