import { PENALTY_SECONDS_MAX, PENALTY_SECONDS_MIN } from '../../../../shared/event-format';

/**
 * Texts of the admin event screens that docs/spec.md leaves open (its own texts come from
 * src/shared/messages.ts). Kept here so the pages, their tests and the journey read one spelling.
 */
export const eventTexts = {
  nameLabel: 'Name',
  /** The event's `path`, named for what it is to the admin: the end of its page's address. */
  pathLabel: 'Web address',
  /** Under the address input: the page's address as it will be, and what a blank one does. */
  pathFromName: (path: string) =>
    path
      ? `The event's page will be /Events/View/${path}. Leave blank to make it from the name.`
      : "The end of the event page's address. Leave blank to make it from the name.",
  /** Under both times: the clocks they are read on. */
  timesIn: (course: string, zone: string, name: string) => `${course}'s local time (${zone}, ${name}).`,
  timesInCourse: "The course's local time: choose the location first.",
  /** Under the Add form: referees are chosen on the Edit screen the form leads to. */
  refereesNext: 'After Create, the event opens for editing, where you choose its referees.',
  contentLabel: 'Description',
  locationLabel: 'Location',
  chooseLocation: 'Choose the location of the event.',
  /** The format choice (the formats' names are src/shared/event-format.ts `formatNames`). */
  formatLabel: 'Format',
  penaltyLabel: 'Penalty seconds',
  penaltyHelp: `Added to the time for each failed obstacle: a whole number from ${PENALTY_SECONDS_MIN} to ${PENALTY_SECONDS_MAX}.`,
  /** The rule line of a penalty event before its seconds are a whole 1–600. */
  penaltyRuleUnset: 'Fastest time wins; each failed obstacle adds the penalty seconds below',
  startLabel: 'Start',
  endLabel: 'Finish',
  createButton: { idle: 'Create', busy: 'Creating' },
  saveButton: { idle: 'Save', busy: 'Saving' },
  loadingLocations: 'Loading locations…',
  loadingEvents: 'Loading events…',
  loadingEvent: 'Loading event…',
  eventNoun: 'event',
  eventMissing: 'No event has this address.',
  view: 'View',
  edit: 'Edit',
  remove: 'Remove',
  removeTitle: 'Remove Event',
  removeDescription:
    'The event and its referee list are deleted. An event with Comp times cannot be removed.',
  removed: (name: string) => `event ${name}`,
  refereesHeading: 'Referees',
  eventReferees: 'Event referees',
  availableReferees: 'Available referees',
  noEventReferees: 'No referees on this event yet.',
  noAvailableReferees: 'No other referees to add.',
  loadingReferees: 'Loading referees…',
  addReferee: (name: string) => `Add ${name}`,
  removeReferee: (name: string) => `Remove ${name}`,
  refereeChangeFailed: 'The referee list could not be changed.',
  starts: 'Starts',
  ends: 'Ends',
  publicPage: 'Public event page',
  backToManage: 'All events',
  addEvent: 'Add event',
} as const;
