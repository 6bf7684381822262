/** Texts of saving a time that SPEC leaves open (SPEC's own come from src/shared/messages.ts). */
export const timingTexts = {
  /** Beside a saved time that is the member's fastest at that location. */
  personalBest: 'Personal best',
  personalBestLine: 'Personal best: your fastest time here.',
} as const;
