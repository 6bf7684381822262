import { Group, Image, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { removalTexts } from '../../shared/time-removal';

interface CrossingPhotoUrls {
  start: string | null;
  finish: string | null;
}

/** Thumbnails this tall: a touch target, and the strips still readable. */
const THUMB_HEIGHT = 48;

/**
 * The pictures of a gate run's start and finish (frames either side of the crossing, the crossing
 * frame in red), each a button opening it larger. Nothing when the run has none (yet, or any more).
 */
export function CrossingPhotos({ photos }: { photos: CrossingPhotoUrls | null }) {
  const [open, setOpen] = useState<{ url: string; alt: string } | null>(null);
  const shown = [
    { url: photos?.start ?? null, alt: removalTexts.startPhotoAlt },
    { url: photos?.finish ?? null, alt: removalTexts.finishPhotoAlt },
  ].filter((photo): photo is { url: string; alt: string } => photo.url !== null);
  if (shown.length === 0) return null;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        {shown.map((photo) => (
          <UnstyledButton
            key={photo.alt}
            onClick={() => setOpen(photo)}
            aria-haspopup="dialog"
            style={{ minHeight: THUMB_HEIGHT, minWidth: THUMB_HEIGHT, lineHeight: 0 }}
          >
            <img
              src={photo.url}
              alt={photo.alt}
              height={THUMB_HEIGHT}
              style={{ display: 'block', width: 'auto' }}
            />
          </UnstyledButton>
        ))}
      </Group>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.alt}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {open && (
          <Stack gap="xs">
            <Image src={open.url} alt={open.alt} fit="contain" style={{ imageRendering: 'pixelated' }} />
            <Text size="sm">
              The frame with the red border is the moment of the crossing; the yellow ticks mark the line.
            </Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}
