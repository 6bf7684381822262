import { STATES, type StateCode } from './limits';

/** The full name of each state and territory (docs/spec.md §5: full state names map to abbreviations). */
export const STATE_NAMES: Readonly<Record<StateCode, string>> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

const byName = new Map<string, StateCode>(
  STATES.map((code) => [STATE_NAMES[code].toLowerCase(), code] as const),
);

/**
 * The abbreviation a state was written as: the abbreviation itself, exactly (docs/spec.md §4 filters
 * locations "by exact state"), or the full name in any case and spacing ('victoria', ' New  South
 * Wales '). Anything else is undefined. The one mapping of location forms and the ListState filter.
 */
export function toStateCode(text: string): StateCode | undefined {
  const trimmed = text.trim();
  const exact = STATES.find((code) => code === trimmed);
  if (exact) return exact;
  return byName.get(trimmed.split(/\s+/).join(' ').toLowerCase());
}
