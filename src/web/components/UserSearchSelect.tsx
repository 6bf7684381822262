import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Ref, useState } from 'react';

/**
 * What is typed in a user search and the term to send once typing pauses for `debounceMs`, trimmed:
 * the query runs on `term`, the field shows `search`.
 */
export function useUserSearch(debounceMs: number) {
  const [search, setSearch] = useState('');
  const typed = search.trim();
  const [term] = useDebouncedValue(typed, debounceMs);
  return { search, setSearch, typed, term };
}

/** The server already matched the typed part: its options are shown as they come. */
const asFound: SelectProps['filter'] = ({ options }) => options;

type UserSearchSelectProps = Omit<SelectProps, 'searchable' | 'filter' | 'searchValue' | 'onSearchChange'> & {
  search: string;
  onSearchChange: (search: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled combobox (Mantine's Select: arrow keys and Enter drive it) over the users a server search
 * finds, for screens that cannot load every user: the options are never filtered again here, and
 * nobody is offered from a list the browser holds.
 */
export function UserSearchSelect({ search, onSearchChange, ...select }: UserSearchSelectProps) {
  return (
    <Select
      searchable
      searchValue={search}
      onSearchChange={onSearchChange}
      filter={asFound}
      autoComplete="off"
      {...select}
    />
  );
}
