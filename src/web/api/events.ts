/** Event query keys: the public events pages and the admin event screens read and change the same events. */
export const eventKeys = {
  all: ['events'] as const,
  upcoming: () => [...eventKeys.all, 'upcoming'] as const,
  past: () => [...eventKeys.all, 'past'] as const,
  /** Paths match case-insensitively (docs/spec.md §2), so one event has one cache entry. */
  byPath: (path: string) => [...eventKeys.all, 'byPath', path.toLowerCase()] as const,
};
