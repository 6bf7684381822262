import { z } from 'zod';
import { limits } from '../limits';
import { idField, tooLong } from './common';
import { locationRefSchema } from './location';

export const eventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  locationId: z.number().int(),
  location: locationRefSchema,
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
});
export type Event = z.infer<typeof eventSchema>;

export const eventListResponse = z.array(eventSchema);

const ONE_OF = 'Give either an event id or a path';

/** An event by id or by path (any case): exactly one of them. */
export const getEventBody = z
  .object({
    id: idField('Event id').optional(),
    path: z
      .string({ error: 'Path must be text' })
      .trim()
      .min(1, 'Path must not be empty')
      .max(limits.pathMax, tooLong('Path', limits.pathMax))
      .optional(),
  })
  .superRefine((body, check) => {
    const given = (body.id === undefined ? 0 : 1) + (body.path === undefined ? 0 : 1);
    if (given === 1) return;
    const message = given === 0 ? `${ONE_OF} (one is required)` : `${ONE_OF}, not both`;
    for (const field of ['id', 'path']) check.addIssue({ code: 'custom', path: [field], message });
  });
export type GetEventBody = z.infer<typeof getEventBody>;
