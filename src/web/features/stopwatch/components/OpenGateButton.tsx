import { Button } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { stopwatchTexts } from '../texts';

/** A camera gate needs a page that may ask for a camera (a secure page in a browser with one). */
const hasCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Gate: opens the camera gate above the watch, on a page and phone that can have one. */
export function OpenGateButton({ onOpen }: { onOpen: () => void }) {
  if (!hasCamera()) return null;
  return (
    <Button
      variant="default"
      h={48}
      leftSection={<IconCamera size={20} aria-hidden="true" />}
      onClick={onOpen}
      style={{ alignSelf: 'center' }}
    >
      {stopwatchTexts.gate}
    </Button>
  );
}
