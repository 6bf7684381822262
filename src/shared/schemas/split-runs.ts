import { z } from 'zod';

/**
 * Proposed for the server (not served yet): GET /api/Leaderboard/MySplitRuns/{locationId} (member),
 * the signed-in member's runs with splits over the course's current obstacle order, oldest first, so
 * My Results can chart each obstacle's segment over time. Params as MySplits (`locationSplitsParams`).
 */
export const mySplitRunsResponse = z
  .array(
    z.object({
      timeId: z.number().int(),
      timeCompleted: z.string().describe('ISO-8601'),
      duration: z.number().int(),
      splits: z.array(
        z.object({ equipmentId: z.number().int(), ms: z.number().int(), segmentMs: z.number().int() }),
      ),
    }),
  )
  .describe("The member's runs with splits on the course's current obstacle order, oldest first.");
export type MySplitRuns = z.infer<typeof mySplitRunsResponse>;
