import { Button } from '@mantine/core';
import { IconRotate } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { resetNeedsConfirm } from '../big-button';
import { type StopwatchState, statusOf } from '../stopwatch';
import { timingTexts } from '../texts';

const ResetConfirm = lazy(() => import('./ResetConfirm'));

/**
 * RESET, small and away from the big button (the member's stopwatch and each referee lane). When it would lose a time (a running clock, or a
 * stopped time neither saved nor kept on the phone) it asks first; otherwise it clears at once. The
 * question loads with the first RESET that asks it and then stays mounted, so closing it gives focus
 * back to RESET.
 */
export function ResetButton({
  state,
  kept,
  onReset,
}: {
  state: StopwatchState;
  kept: boolean;
  onReset: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [askedOnce, setAskedOnce] = useState(false);
  const close = () => setAsking(false);
  const ask = () => {
    setAskedOnce(true);
    setAsking(true);
  };
  return (
    <>
      <Button
        variant="default"
        h={48}
        leftSection={<IconRotate size={18} aria-hidden="true" />}
        disabled={statusOf(state) === 'idle'}
        onClick={() => (resetNeedsConfirm(state, kept) ? ask() : onReset())}
      >
        {timingTexts.reset}
      </Button>
      {askedOnce && (
        <Suspense fallback={null}>
          <ResetConfirm
            opened={asking}
            running={statusOf(state) === 'running'}
            onKeep={close}
            onReset={() => {
              close();
              onReset();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
