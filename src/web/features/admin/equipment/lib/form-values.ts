import {
  type CreateEquipmentBody,
  createEquipmentBody,
  type Equipment,
} from '../../../../../shared/schemas/equipment';
import { ApiError } from '../../../../lib/api-client';
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
export function formValuesOf(equipment: Equipment): EquipmentFormValues {
  return {
    name: equipment.name,
    videoUrl: equipment.videoUrl ?? '',
    showVideo: equipment.showVideo,
    instructions: equipment.instructions,
    image: null,
  };
}

/** The body of Create (Update adds the id): the text fields, trimmed and checked as the server will. */
export function bodyOf(values: EquipmentFormValues): CreateEquipmentBody {
  const { name, videoUrl, showVideo, instructions } = values;
  return { name: name.trim(), videoUrl: videoUrl.trim(), showVideo, instructions };
}

/**
 * An upload's failure as a failure of the form's image field: the server names the part `file`,
 * the form calls it `image`, so its message lands under the image chooser.
 */
export function asImageError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const message = error.fields?.file ?? error.message;
  return new ApiError(error.status, message, { image: message });
}
