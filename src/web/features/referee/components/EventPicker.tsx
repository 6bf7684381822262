import { NativeSelect } from '@mantine/core';
import type { Event } from '../../../../shared/schemas/event';
import { eventLabel } from '../lib/lanes';
import { recordTexts } from '../lib/texts';

/** Options under a heading of the phone's picker ('Running now', 'Ended'). */
interface EventGroup {
  label: string;
  events: readonly Event[];
}

const option = (event: Event) => ({ value: String(event.id), label: eventLabel(event) });

/**
 * One of the referee's events, shown as "event name at location name". A native select: the phone's
 * own picker is the easiest to use at the finish line. `groups` (instead of `events`) puts the
 * options under headings; an empty group is left out.
 */
export function EventPicker({
  events = [],
  groups,
  value,
  onChange,
  label = recordTexts.eventLabel,
}: {
  events?: readonly Event[];
  groups?: readonly EventGroup[];
  value: number | null;
  onChange: (eventId: number | null) => void;
  label?: string;
}) {
  const choices = groups
    ? groups
        .filter((group) => group.events.length > 0)
        .map((group) => ({ group: group.label, items: group.events.map(option) }))
    : events.map(option);
  return (
    <NativeSelect
      label={label}
      data={[{ value: '', label: recordTexts.chooseEvent }, ...choices]}
      value={value === null ? '' : String(value)}
      onChange={(change) => {
        const next = Number(change.currentTarget.value);
        onChange(Number.isInteger(next) && next > 0 ? next : null);
      }}
      size="lg"
    />
  );
}
