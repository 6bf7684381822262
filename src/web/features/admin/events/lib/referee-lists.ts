import type { EventReferee } from '../../../../../shared/schemas/referee';

/** The edit screen's two lists (docs/spec.md §2): the event's referees and the referees still available. */
export interface RefereeLists {
  assigned: EventReferee[];
  available: EventReferee[];
}

/** Where a person goes: onto the event, or back to the available list. */
export type RefereeMove = 'add' | 'remove';

const byName = (a: EventReferee, b: EventReferee) => a.name.localeCompare(b.name) || a.id - b.id;

/** `list` plus `person` once (docs/spec.md §4: de-duplicated), in name order. */
function withPerson(list: EventReferee[], person: EventReferee): EventReferee[] {
  return [...list.filter((entry) => entry.id !== person.id), person].sort(byName);
}

const without = (list: EventReferee[], person: EventReferee) =>
  list.filter((entry) => entry.id !== person.id);

/**
 * docs/spec.md §4: adding moves a person from the available list to the event's list, removing moves them
 * back. Used for the optimistic update, so the lists change the moment the button is pressed.
 */
export function moveReferee(lists: RefereeLists, person: EventReferee, move: RefereeMove): RefereeLists {
  return move === 'add'
    ? { assigned: withPerson(lists.assigned, person), available: without(lists.available, person) }
    : { assigned: without(lists.assigned, person), available: withPerson(lists.available, person) };
}
