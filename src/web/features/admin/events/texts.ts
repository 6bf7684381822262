/**
 * Texts of the admin event screens that docs/spec.md leaves open (its own texts come from
 * src/shared/messages.ts). Kept here so the pages, their tests and the journey read one spelling.
 */
export const eventTexts = {
  nameLabel: 'Name',
  pathLabel: 'Path',
  /** Shown under the path input with the path the server would make from the name. */
  pathFromName: (path: string) =>
    path ? `Leave blank to use "${path}" (made from the name).` : 'Leave blank to make it from the name.',
  contentLabel: 'Description',
  locationLabel: 'Location',
  chooseLocation: 'Choose the location of the event.',
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
