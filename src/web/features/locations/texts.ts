/** Words of the location pages and Home that docs/spec.md leaves open (its texts are in messages.ts). */
export const locationTexts = {
  /** Labels an obstacle's fastest segments, under its row on the location page. */
  fastestHere: 'Fastest here',
  /** After "Fastest here", beside the Obstacles heading: what the lines under the obstacles are. */
  fastestHereCaption: 'on each obstacle, all time',
  /** In a gate-only course's details. */
  gateOnly: 'Gate-timed runs only',
  gateOnlyReason:
    'Only runs timed by a camera gate count on the Social board here; Comp times count as always.',
} as const;

/** Home's words beside the welcome content and the course picker. */
export const homeTexts = {
  loading: 'Loading what is on…',
  nowOn: 'Now on',
  nextEvent: 'Next event',
  /** SPEC's empty text for events. */
  noEvents: 'No events found',
  allEvents: 'All events',
  newRecords: 'New records this week',
  noNewRecords: 'No location records were set in the last 7 days.',
  boardsTitle: 'Two leaderboards at every location',
  social: 'Social leaderboards',
  socialCaption: 'Times members record themselves with the stopwatch.',
  comp: 'Comp leaderboards',
  compCaption: 'Times a referee records at an event.',
} as const;

/** 'at Bondi Beach' */
export const atCourse = (name: string) => `at ${name}`;
