import { z } from 'zod';
import { REMOVAL_REASON_MAX, removalTexts } from '../time-removal';
import { idParam, tooLong } from './common';

/** POST /Admin/Times/RemoveFromBoards/{id} and RestoreToBoards/{id}: the time. */
export const timeRemovalParams = z.object({ id: idParam('Time id') });

/** POST /Admin/Times/RemoveFromBoards/{id}: why, told to the member and kept with the run. */
export const removeFromBoardsBody = z.object({
  reason: z
    .string({ error: removalTexts.reasonRequired })
    .trim()
    .min(1, removalTexts.reasonRequired)
    .max(REMOVAL_REASON_MAX, tooLong('Reason', REMOVAL_REASON_MAX)),
});
export type RemoveFromBoardsBody = z.infer<typeof removeFromBoardsBody>;
