/** My Results' texts for runs timed with SPLIT (beyond SPEC). */
export const splitsTexts = {
  title: (name: string) => `Your splits at ${name}`,
  loading: 'Loading your splits…',
  empty: 'No runs with splits here yet. Tap SPLIT at each obstacle while the stopwatch runs.',
  personalBest: 'Personal best',
  sumOfBest: 'Sum of best',
  possibleSave: 'Possible time save',
  obstacle: 'Obstacle',
  pbSplit: 'PB split',
  bestSegment: 'Best',
  save: 'Save',
  at: (time: string) => `at ${time}`,
  chartTitle: (name: string) => `Each obstacle over time at ${name}`,
  loadingChart: 'Loading the chart…',
} as const;
