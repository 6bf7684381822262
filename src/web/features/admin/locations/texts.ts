import { STATES, type StateCode } from '../../../../shared/limits';
import { STATE_NAMES } from '../../../../shared/states';

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
  gateOnlyHelp:
    "The casual boards count only runs timed by a camera gate; event boards count every referee's time.",
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
