import { NativeSelect } from '@mantine/core';
import { messages } from '../../shared/messages';
import type { Location } from '../../shared/schemas/location';

type LocationOption = Pick<Location, 'id' | 'name'>;

/**
 * SPEC: first option 'Select a Location' with value 0, then each location by name; required.
 * A native select: the platform picker is the easiest one to use on a phone.
 */
export function LocationSelect({
  locations,
  value,
  onChange,
  label = 'Location',
  error,
  disabled,
}: {
  locations: LocationOption[];
  value: number;
  onChange: (locationId: number) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
}) {
  const sorted = [...locations].sort((a, b) => a.name.localeCompare(b.name));
  const data = [
    { value: '0', label: messages.selectLocation },
    ...sorted.map((location) => ({ value: String(location.id), label: location.name })),
  ];
  return (
    <NativeSelect
      label={label}
      data={data}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      required
      withAsterisk
      error={error}
      disabled={disabled}
      size="md"
    />
  );
}
