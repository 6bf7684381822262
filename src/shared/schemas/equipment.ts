import { z } from 'zod';
import { slugify } from '../format';
import { limits } from '../limits';
import { messages } from '../messages';
import { isVideoUrl, VIDEO_URL_MAX } from '../video';
import { idField, idParam, tooLong } from './common';

export const equipmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  /** A site path such as /uploads/equipment/<file>.webp, or null when no image was uploaded. */
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  showVideo: z.boolean(),
  /** Sanitised HTML. */
  instructions: z.string(),
});
export type Equipment = z.infer<typeof equipmentSchema>;

export const equipmentListResponse = z.array(equipmentSchema);

export const getEquipmentBody = z.object({ id: idField('Equipment id') });
export type GetEquipmentBody = z.infer<typeof getEquipmentBody>;

/** An obstacle's name: its page path is made from it (slugify), so it needs a letter or a digit. */
const equipmentName = z
  .string({ error: (issue) => (issue.input === undefined ? 'Name is required' : 'Name must be text') })
  .trim()
  .min(1, 'Name is required')
  .max(limits.personNameMax, tooLong('Name', limits.personNameMax))
  .refine((name) => slugify(name) !== '', messages.equipmentNameNeedsLetter);

/** Editor HTML; the server sanitises it as it stores it (docs/architecture.md, "Rich text"). */
const instructions = z
  .string({ error: 'Instructions must be text' })
  .max(limits.richTextMax, tooLong('Instructions', limits.richTextMax))
  .default('');

/** A YouTube or Vimeo address (src/shared/video.ts); blank or null means none. */
const videoUrl = z
  .string({ error: 'Video address must be text' })
  .trim()
  .max(VIDEO_URL_MAX, tooLong('Video address', VIDEO_URL_MAX))
  .refine((url) => url === '' || isVideoUrl(url), messages.videoUrlInvalid)
  .transform((url) => (url === '' ? null : url))
  .nullable()
  .default(null);

const equipmentFields = {
  name: equipmentName,
  instructions,
  videoUrl,
  showVideo: z.boolean({ error: 'Show video must be true or false' }).default(false),
};

/** Showing a video needs one to show; the message goes on videoUrl, where the admin fixes it. */
const videoToShow = <T extends { videoUrl: string | null; showVideo: boolean }>(
  body: T,
  check: z.RefinementCtx,
) => {
  if (body.showVideo && body.videoUrl === null)
    check.addIssue({ code: 'custom', path: ['videoUrl'], message: messages.videoUrlNeeded });
};

/** POST /Equipment/Create. The path comes from the name; the image comes later (AddImage). */
export const createEquipmentBody = z.object(equipmentFields).superRefine(videoToShow);
export type CreateEquipmentBody = z.input<typeof createEquipmentBody>;

/** POST /Equipment/Update: every field again (the edit form sends them all); the image stays. */
export const updateEquipmentBody = z
  .object({ id: idField('Equipment id'), ...equipmentFields })
  .superRefine(videoToShow);
export type UpdateEquipmentBody = z.input<typeof updateEquipmentBody>;

export const deleteEquipmentBody = z.object({ id: idField('Equipment id') });
export type DeleteEquipmentBody = z.infer<typeof deleteEquipmentBody>;

/**
 * The text fields beside the `file` part of POST /Equipment/AddImage (multipart: every value is text,
 * so the id is read like a path parameter).
 */
export const equipmentImageFields = z.object({ equipmentId: idParam('Equipment id') });
