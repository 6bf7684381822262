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
