import { STATES, type StateCode } from '../../../../shared/limits';
import { STATE_NAMES } from '../../../../shared/states';
import { AUSTRALIAN_TIME_ZONES } from '../../../../shared/time-zone';

/**
 * Texts of the admin location screens that docs/spec.md leaves open (its own texts come from
 * src/shared/messages.ts). Kept here so the pages and their tests read one spelling.
 */
export const locationTexts = {
  loading: 'Loading locations…',
  noLocations: 'No locations found',
  allStates: 'All states',
  stateFilter: 'Filter by state',
  chooseState: 'Select a state',
  disabled: 'Disabled',
  details: 'Details',
  edit: 'Edit',
  times: 'Times',
  sign: 'QR sign',
  remove: 'Remove',
  addLocation: 'Add location',
  createButton: { idle: 'Create', busy: 'Creating' },
  saveButton: { idle: 'Save', busy: 'Saving' },
  /** docs/spec.md §2: "Remove (disables)". The dialog says so before anything happens. */
  removeTitle: 'Remove Location',
  active: 'Active',
  gateOnly: 'Gate-timed runs only',
  /** The details' row saying which runs the casual boards take. */
  boardsCount: 'Boards count',
  everyRun: 'Every run, by any timing',
  gateOnlyHelp:
    "The casual boards count only runs timed by a camera gate; event boards count every referee's time.",
  timeZone: 'Time zone',
  timeZoneHelp: "The course's clocks: its events' times are entered and shown in this zone.",
  chooseTimeZone: "The state's time zone",
  otherTimeZones: 'Other time zones',
  activeHelp: 'A disabled location is hidden from every public list and board; its times are kept.',
  minimumHelp:
    'The fastest plausible run at this location. Social times under it are refused and kept off the boards. Leave blank for none.',
  print: 'Print',
  scanToTime: 'Scan to time your run',
  obstacles: 'Obstacles in order',
  qrAlt: (name: string) => `QR code that opens the stopwatch for ${name}`,
} as const;

/** 'Removing X disables it …': what Remove does, in the confirmation dialog. */
export function removeDescription(name: string): string {
  return `Removing ${name} disables it: it leaves every public list and board, and its times are kept. You can enable it again from its Edit page.`;
}

/** 'No locations in VIC' for an empty filtered list. */
export function noLocationsIn(state: StateCode): string {
  return `No locations in ${state}`;
}

/** The state select's options: the abbreviation as value, the full name shown ('Victoria (VIC)'). */
export function stateOptions(): { value: StateCode; label: string }[] {
  return STATES.map((code) => ({
    value: code,
    label: `${STATE_NAMES[code]} (${code})`,
  }));
}

type SelectOption = { value: string; label: string };

/**
 * The zone select's options: the state's zone while none is chosen, Australia's zones by city, then
 * every other zone the browser knows (and the saved one, should the browser not list it).
 */
export function timeZoneOptions(
  current: string,
): (SelectOption | { group: string; items: SelectOption[] })[] {
  const australian = AUSTRALIAN_TIME_ZONES.map(({ zone, label }) => ({ value: zone, label }));
  const listed = new Set<string>(australian.map((option) => option.value));
  const others: SelectOption[] = [];
  for (const zone of [...Intl.supportedValuesOf('timeZone'), current].sort()) {
    if (zone === '' || listed.has(zone)) continue;
    listed.add(zone);
    others.push({ value: zone, label: zone.replaceAll('_', ' ') });
  }
  return [
    { value: '', label: locationTexts.chooseTimeZone },
    { group: 'Australia', items: australian },
    { group: locationTexts.otherTimeZones, items: others },
  ];
}
