import { limits } from '../../../../shared/limits';

/** Record Times' own texts beyond SPEC (the SPEC texts come from src/shared/messages.ts). */
export const recordTexts = {
  chooseEvent: 'Select an event',
  eventLabel: 'Event',
  competitorLabel: 'Competitor',
  competitorPlaceholder: 'Name, user name, e-mail or phone',
  competitorHelp: `At least ${limits.competitorSearchMin} characters; an e-mail or phone in full.`,
  typeMore: `Type at least ${limits.competitorSearchMin} characters`,
  noCompetitors: 'No competitors found',
  searching: 'Searching…',
  addLane: 'Add lane',
  chooseToSave: 'Choose the competitor to save this time.',
  backToRecordTimes: 'Record Times',
  addUserForLane: 'Once added, the new member is chosen in the lane you came from.',
  lanesHelp: 'Time up to four competitors at once (staggered starts): one lane each.',
} as const;

/** A lane's line about the time it last saved, kept until its next save. */
export const lastSavedTexts = {
  saved: (name: string, time: string) => `Last saved: ${name} ${time}`,
  kept: (name: string, time: string) =>
    `Kept on this phone: ${name} ${time}. It will be sent when the signal returns.`,
  refused: (name: string, time: string, reason?: string) =>
    reason ? `Not recorded: ${name} ${time}. ${reason}` : `Not recorded: ${name} ${time}.`,
} as const;

/** The bar of running lanes' STOP buttons at the foot of the screen. */
export const runningStopsTexts = {
  barLabel: 'Running lanes',
  lane: (number: number) => `Lane ${number}`,
} as const;

/** The on-phone queue, counted: '2 times waiting to send'. */
export function timesWaitingToSend(count: number): string {
  return count === 1 ? '1 time waiting to send' : `${count} times waiting to send`;
}

/** A lane's time under the course's minimum, asked before it is recorded. */
export const shortTimeTexts = {
  title: "Under this course's minimum",
  question: (time: string, minimum: string) =>
    `${time} is under this course's minimum of ${minimum}. Was the lane stopped at the right moment?`,
  record: (time: string) => `Record ${time}`,
  back: 'Back',
} as const;

/**
 * A lane's marks at an event scored by obstacles or penalties: CLEARED or FAILED for the next
 * obstacle, named with its place in the course ('3 of 6').
 */
export const markTexts = {
  cleared: 'CLEARED',
  failed: 'FAILED',
  /** The next obstacle's place in the course. */
  numberOf: (number: number, of: number) => `${number} of ${of}`,
  /** The button that takes the last mark back, named for its obstacle. */
  undo: (name: string) => `Undo mark: ${name}`,
  /** Under a STOP that waits for the marks (a run with obstacles unmarked cannot be saved). */
  toMark: (left: number) => (left === 1 ? '1 obstacle to mark' : `${left} obstacles to mark`),
  allMarked: (of: number) => `All ${of} marked: STOP at the finish`,
  /** While the course's obstacles load (START keeps them with the run once they are known). */
  loading: 'Loading the obstacles…',
  noObstacles: 'This location has no obstacles to mark, so no time can be saved at this event.',
  /** What a screen reader hears on a mark. */
  marked: (name: string, cleared: boolean, next: string | null) => {
    const done = `${name} ${cleared ? 'cleared' : 'failed'}.`;
    return next ? `${done} Next: ${next}` : done;
  },
  /** An obstacles event's run a FAILED ended. */
  endedAt: (name: string, number: number, of: number, summary: string) =>
    `Failed ${name} (${number} of ${of}): ${summary}`,
  /** A penalty event's run with failed obstacles. */
  failedOf: (summary: string, failed: number, of: number) => `${summary} (${failed} of ${of} failed)`,
} as const;
