import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useAddEquipmentImage } from '../api/equipment';
import { imageFailureText } from '../lib/form-values';
import { equipmentTexts as texts } from '../texts';

/** An image the server did not take, kept with its obstacle so it can be sent again as it is. */
interface UnsavedImage {
  equipmentId: number;
  name: string;
  file: File;
  reason: string;
}

interface ImageSave {
  /** Sends `file` as the obstacle's image (POST /Equipment/AddImage); true once it is stored. */
  save: (equipment: { id: number; name: string }, file: File) => Promise<boolean>;
  /** The upload is in flight. */
  saving: boolean;
  /** The last upload the server refused or never got, or null. */
  unsaved: UnsavedImage | null;
  /** Sends the refused image again, alone; true once it is stored. */
  retry: () => Promise<boolean>;
}

/**
 * The image's own save, apart from the record's (docs/spec.md has a separate AddImage): the record
 * is stored first through the form, then the image; a refused image leaves the record saved and is
 * kept here, with its reason, for `retry`. `onStored` follows every stored image (the Add page goes
 * on to Edit).
 */
export function useImageSave({ onStored }: { onStored?: (equipmentId: number) => void } = {}): ImageSave {
  const addImage = useAddEquipmentImage();
  const [unsaved, setUnsaved] = useState<UnsavedImage | null>(null);
  const save: ImageSave['save'] = async ({ id, name }, file) => {
    setUnsaved(null);
    try {
      await addImage.mutateAsync({ equipmentId: id, file });
      onStored?.(id);
      return true;
    } catch (error) {
      setUnsaved({ equipmentId: id, name, file, reason: imageFailureText(error) });
      return false;
    }
  };
  const retry = async () => {
    if (!unsaved || addImage.isPending) return false;
    const stored = await save({ id: unsaved.equipmentId, name: unsaved.name }, unsaved.file);
    if (stored) notifications.show({ color: 'green', message: texts.imageSaved(unsaved.name) });
    return stored;
  };
  return { save, saving: addImage.isPending, unsaved, retry };
}

/**
 * Where the image stands once the record is saved: 'Saving the image…' while it uploads; when it was
 * refused, that the record is saved and the image is not, why, and a button that sends the same file
 * again (the record is not sent twice). `children` adds a way on (the Add page's link to Edit).
 */
export function ImageSaveStatus({ image, children }: { image: ImageSave; children?: ReactNode }) {
  if (image.unsaved === null) {
    return image.saving ? <Text role="status">{texts.savingImage}</Text> : null;
  }
  const { name, file, reason } = image.unsaved;
  return (
    <Alert color="red" variant="light" role="alert" title={texts.imageNotSaved(name)}>
      <Text mb="sm">{texts.imageNotSavedReason(file.name, reason)}</Text>
      <Group gap="sm">
        <Button onClick={() => void image.retry()} loading={image.saving}>
          {texts.retryImage}
        </Button>
        {children}
      </Group>
    </Alert>
  );
}
