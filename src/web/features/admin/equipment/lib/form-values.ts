import {
  type CreateEquipmentBody,
  createEquipmentBody,
  type Equipment,
} from '../../../../../shared/schemas/equipment';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/form-submit';
import { schemaCheck } from '../../../../lib/forms';

/** What the Add and Edit forms hold: the fields the server takes, plus a newly chosen image. */
export type EquipmentFormValues = {
  name: string;
  videoUrl: string;
  showVideo: boolean;
  instructions: string;
  image: File | null;
};

export const emptyEquipment: EquipmentFormValues = {
  name: '',
  videoUrl: '',
  showVideo: false,
  instructions: '',
  image: null,
};

/** The server's own schema checks the form, so both give the same first message per field. */
export const validateEquipment = schemaCheck<EquipmentFormValues>(createEquipmentBody);

/** A stored obstacle as the edit form's starting values (no video is an empty box). */
export function formValuesOf({ name, videoUrl, showVideo, instructions }: Equipment): EquipmentFormValues {
  return { name, videoUrl: videoUrl ?? '', showVideo, instructions, image: null };
}

/** The body of Create (Update adds the id): the text fields, trimmed and checked as the server will. */
export function bodyOf(values: EquipmentFormValues): CreateEquipmentBody {
  const { name, videoUrl, showVideo, instructions } = values;
  return { name: name.trim(), videoUrl: videoUrl.trim(), showVideo, instructions };
}

/**
 * Why an image upload failed, for the image's own status: the server's message for the `file` part
 * (type, size), else its error, else the offline text.
 */
export function imageFailureText(error: unknown): string {
  if (error instanceof ApiError) return error.fields?.file ?? error.message;
  return errorText(error);
}
