import type { Equipment } from '../../../../../shared/schemas/equipment';

/**
 * docs/spec.md §6: equipment matches by name containing the term (any case); an empty term, as after
 * clearing the filter, keeps every item.
 */
export function filterByName(items: Equipment[], term: string): Equipment[] {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return items;
  return items.filter((item) => item.name.toLowerCase().includes(wanted));
}
