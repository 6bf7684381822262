import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconRotateClockwise } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import AvatarEditor, { type AvatarEditorRef } from 'react-avatar-editor';
import { errorText } from '../../../lib/form-submit';
import { useUpdatePhoto } from '../api/my-account';
import { type CropPosition, canvasToBlob, nudged, PHOTO_SIZE, rotatedRight, ZOOM } from '../lib/photo';
import { accountTexts } from '../lib/texts';

/** The frame's margin around the 300 px crop: 324 px in all, so it fits a 375 px phone. */
const FRAME_MARGIN = 12;

/**
 * The chosen picture in a round 300 × 300 frame (react-avatar-editor): drag or arrow keys to place
 * it, zoom in steps of 0.1, rotate by 90°; Save uploads the crop as a PNG.
 */
export function PhotoCropper({ file, onClose }: { file: File; onClose: () => void }) {
  const editor = useRef<AvatarEditorRef>(null);
  const zoomLabel = useId();
  const phone = useMediaQuery('(max-width: 36em)');
  const [scale, setScale] = useState<number>(ZOOM.min);
  const [rotate, setRotate] = useState(0);
  const [position, setPosition] = useState<CropPosition>({ x: 0.5, y: 0.5 });
  const [ready, setReady] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const upload = useUpdatePhoto();
  const busy = preparing || upload.isPending;

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nudged(position, event.key);
    if (!next) return;
    event.preventDefault();
    setPosition(next);
  };

  async function save() {
    const canvas = editor.current?.getImageScaledToCanvas();
    if (!canvas || busy) return;
    setPreparing(true);
    try {
      const photo = await canvasToBlob(canvas);
      await upload.mutateAsync(photo);
      notifications.show({ color: 'green', message: accountTexts.photoSaved });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: `${accountTexts.photoFailed} ${errorText(error)}` });
    } finally {
      setPreparing(false);
    }
  }

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={accountTexts.cropTitle}
      fullScreen={phone}
      size="auto"
      centered
      closeButtonProps={{ 'aria-label': accountTexts.cancel }}
    >
      <Stack gap="md" align="center">
        <Text size="sm" id="photo-crop-help">
          {accountTexts.cropHelp}
        </Text>
        <Box
          tabIndex={0}
          role="group"
          aria-label={accountTexts.cropTitle}
          aria-describedby="photo-crop-help"
          onKeyDown={onKeyDown}
          data-testid="photo-crop"
          style={{ lineHeight: 0, maxWidth: '100%' }}
        >
          <AvatarEditor
            ref={editor}
            image={file}
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            border={FRAME_MARGIN}
            borderRadius={PHOTO_SIZE / 2}
            color={[255, 255, 255, 0.7]}
            scale={scale}
            rotate={rotate}
            position={position}
            onPositionChange={setPosition}
            onImageReady={() => setReady(true)}
            style={{ maxWidth: '100%', height: 'auto', aspectRatio: '1' }}
          />
        </Box>
        <Stack gap={4} w="100%" maw={PHOTO_SIZE + 2 * FRAME_MARGIN}>
          <Text size="sm" fw={500} id={zoomLabel}>
            {accountTexts.zoom}
          </Text>
          <Slider
            min={ZOOM.min}
            max={ZOOM.max}
            step={ZOOM.step}
            value={scale}
            onChange={setScale}
            label={(value) => `${value.toFixed(1)}×`}
            thumbLabel={accountTexts.zoom}
            thumbSize={28}
            py={10}
            data-testid="photo-zoom"
          />
        </Stack>
        <Group gap="sm" justify="center">
          <Button
            variant="default"
            leftSection={<IconRotateClockwise size={18} aria-hidden="true" />}
            onClick={() => setRotate(rotatedRight)}
            disabled={busy}
          >
            {accountTexts.rotate}
          </Button>
          <Button variant="default" onClick={onClose} disabled={busy}>
            {accountTexts.cancel}
          </Button>
          <Button onClick={save} loading={busy} disabled={!ready}>
            {accountTexts.savePhoto}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
