/**
 * An admin taking a run off the boards (and putting it back): the numbers and texts the server and
 * the web both use; zod-free, so the web takes them without the schemas.
 */

export const REMOVAL_REASON_MAX = 500;

export const removalTexts = {
  reasonLabel: 'Reason',
  reasonRequired: 'Reason is required',
  removeButton: 'Remove from boards',
  restoreButton: 'Restore to boards',
  removedNotice: 'Run removed from the boards',
  restoredNotice: 'Run restored to the boards',
  alreadyRemoved: 'This run is already off the boards',
  notRemoved: 'This run is on the boards',
  /** The run's detail and the admin's list. */
  removedBecause: (reason: string) => `Removed from the boards: ${reason}`,
  startPhotoAlt: 'Start crossing',
  finishPhotoAlt: 'Finish crossing',
};
