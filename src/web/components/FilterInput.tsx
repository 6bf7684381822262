import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** docs/spec.md §9: the search filter waits this long after the last keystroke. */
const filterDebounceMs = 350;

interface FilterInputProps {
  /** Called with the trimmed term once typing pauses for `filterDebounceMs`. */
  onChange: (term: string) => void;
  label?: string;
}

/**
 * SPEC's 'Filter results' box. The term lives in this component's state only, so it survives
 * re-renders and changes of the same page's query string but is gone when the page is left
 * (SPEC: "The filter clears on leaving"); a pending call is dropped on unmount.
 */
export function FilterInput({ onChange, label = 'Filter results' }: FilterInputProps) {
  const [value, setValue] = useState('');
  const report = useDebouncedCallback((term: string) => onChange(term.trim()), filterDebounceMs);
  return (
    <TextInput
      type="search"
      label={label}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      autoComplete="off"
    />
  );
}
