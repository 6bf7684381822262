import { NativeSelect } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { StateCode } from '../../../../../shared/limits';
import { STATES } from '../../../../../shared/limits';
import { locationTexts, stateOptions } from '../texts';

const PARAM = 'state';

/**
 * docs/spec.md §4: locations filter "by exact state". The choice lives in the address (?state=VIC),
 * so going back from a location's Edit page returns to the same list; anything but one of the
 * eight abbreviations reads as All.
 */
export function useStateFilter(): [StateCode | undefined, (state: StateCode | undefined) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(PARAM);
  const state = STATES.find((code) => code === asked);
  const choose = (next: StateCode | undefined) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(PARAM, next);
        else params.delete(PARAM);
        return params;
      },
      { replace: true },
    );
  return [state, choose];
}

export function LocationStateFilter({
  state,
  onChange,
}: {
  state: StateCode | undefined;
  onChange: (state: StateCode | undefined) => void;
}) {
  return (
    <NativeSelect
      label={locationTexts.stateFilter}
      data={[{ value: '', label: locationTexts.allStates }, ...stateOptions()]}
      value={state ?? ''}
      onChange={(event) => onChange(STATES.find((code) => code === event.currentTarget.value))}
      maw={360}
    />
  );
}
