import type { LocationRef } from '../../../../shared/schemas/location';

/** The subscription list with `location` in it (subscribed) or out of it, by name like the server's. */
export function withSubscription(
  list: LocationRef[],
  location: LocationRef,
  subscribed: boolean,
): LocationRef[] {
  const others = list.filter((item) => item.id !== location.id);
  if (!subscribed) return others;
  return [...others, location].sort((a, b) => a.name.localeCompare(b.name));
}

export function isSubscribed(list: LocationRef[] | undefined, locationId: number): boolean {
  return list?.some((item) => item.id === locationId) ?? false;
}
