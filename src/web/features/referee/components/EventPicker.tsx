import { NativeSelect } from '@mantine/core';
import type { Event } from '../../../../shared/schemas/event';
import { eventLabel } from '../lib/lanes';
import { recordTexts } from '../lib/texts';

/**
 * One of the referee's events, shown as "event name at location name". A native select: the phone's
 * own picker is the easiest to use at the finish line.
 */
export function EventPicker({
  events,
  value,
  onChange,
  label = recordTexts.eventLabel,
}: {
  events: readonly Event[];
  value: number | null;
  onChange: (eventId: number | null) => void;
  label?: string;
}) {
  const data = [
    { value: '', label: recordTexts.chooseEvent },
    ...events.map((event) => ({ value: String(event.id), label: eventLabel(event) })),
  ];
  return (
    <NativeSelect
      label={label}
      data={data}
      value={value === null ? '' : String(value)}
      onChange={(change) => {
        const next = Number(change.currentTarget.value);
        onChange(Number.isInteger(next) && next > 0 ? next : null);
      }}
      size="lg"
    />
  );
}
