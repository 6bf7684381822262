/** My Results' texts for runs timed with SPLIT (beyond SPEC). */
export const splitsTexts = {
  title: (name: string) => `Your splits at ${name}`,
  loading: 'Loading your splits…',
  empty: 'No runs with splits here yet. Tap SPLIT at each obstacle while the stopwatch runs.',
  personalBest: 'Personal best',
  personalBestCaption: 'Your fastest run here',
  sumOfBest: 'Sum of best',
  sumOfBestCaption: 'Your best time on each obstacle, added up',
  possibleSave: 'Possible time save',
  possibleSaveCaption: 'Your personal best minus your sum of best',
  gold: 'Gold',
  goldCaption: 'Your personal best’s time on that obstacle is your best ever there',
  /** Said plainly when the personal best cannot be compared obstacle by obstacle. */
  noPersonalBestSplits: (time: string) =>
    `Your personal best here, ${time}, was timed without splits, so there is nothing to compare each obstacle with. Split a run that beats it to see where you gain.`,
  obstacle: 'Obstacle',
  pbSplit: 'PB split',
  bestSegment: 'Best',
  save: 'Save',
  at: (time: string) => `at ${time}`,
  chartTitle: (name: string) => `Each obstacle over time at ${name}`,
  loadingChart: 'Loading the chart…',
} as const;
