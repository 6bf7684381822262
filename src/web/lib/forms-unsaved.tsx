import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const unsavedTexts = {
  title: 'Leave without saving?',
  body: 'Your changes on this page are not saved. If you leave now, they are lost.',
  stay: 'Stay',
  leave: 'Leave',
} as const;

interface UnsavedChangesGuard {
  /** The question shown while a link in the app waits; render it once, anywhere in the form. */
  prompt: ReactNode;
  /**
   * Lets the next navigation through without asking: call it just before navigating away after a
   * save, while the form still reads as changed (its reset has not rendered yet).
   */
  release: () => void;
}

/**
 * Keeps unsaved edits from being left behind by accident while `dirty`: a link or Back inside the
 * app first asks 'Leave without saving?' (the router's blocker), and closing or reloading the tab
 * gets the browser's own question (beforeunload; browsers show their own text).
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  // Read at navigation time, not at the last render: a save can release the guard and navigate in
  // one handler.
  const guarding = useRef(dirty);
  guarding.current = dirty;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!guarding.current) return;
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const asking = blocker.state === 'blocked';
  const stay = () => blocker.state === 'blocked' && blocker.reset();
  const prompt = (
    <Modal
      opened={asking}
      onClose={stay}
      title={unsavedTexts.title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text>{unsavedTexts.body}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={stay} data-autofocus>
            {unsavedTexts.stay}
          </Button>
          <Button color="red.9" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
            {unsavedTexts.leave}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return {
    prompt,
    release: () => {
      guarding.current = false;
    },
  };
}
