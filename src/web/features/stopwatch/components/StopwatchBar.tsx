import { Button, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { Ref } from 'react';
import { HoldBar } from '../../../lib/timing/components/HoldBar';
import { SplitButtons } from '../../../lib/timing/components/SplitButtons';
import type { BigButton } from '../../../lib/timing/hooks/use-big-button';
import type { SplitControls } from '../../../lib/timing/hooks/use-splits';
import type { ResumeOffer } from '../hooks/use-resume';
import { resumeIn, stopwatchTexts } from '../texts';
import classes from './Stopwatch.module.css';

/**
 * The bar at the foot of the stopwatch, from the top: Resume for a few seconds after a STOP (in
 * SPLIT's place, where a thumb that meant SPLIT taps again), SPLIT, and the big button, each apart
 * enough that a thumb does not hit its neighbour. In the second after STOP the big button shows that it
 * waits (its double-tap guard ignores presses then) with a bar running out along its foot.
 */
export function StopwatchBar({
  splits,
  button,
  buttonRef,
  resume,
  waitMs,
}: {
  splits: SplitControls;
  button: BigButton;
  buttonRef: Ref<HTMLButtonElement>;
  resume: ResumeOffer | null;
  /** How long the big button still ignores presses; shown only when it would save or log in. */
  waitMs: number;
}) {
  const { action } = button;
  const waiting = waitMs > 0 && action !== 'start' && action !== 'stop';
  return (
    <div className={classes.bar}>
      {resume && (
        <Button
          variant="default"
          h={56}
          fullWidth
          leftSection={<IconPlayerPlay size={20} aria-hidden="true" />}
          onClick={resume.resume}
          data-testid="resume-button"
          className={classes.resume}
        >
          {resumeIn(resume.secondsLeft)}
        </Button>
      )}
      <SplitButtons splits={splits} />
      <Button
        ref={buttonRef}
        fullWidth
        h={72}
        size="xl"
        color={button.color}
        loading={button.sending}
        className={classes.big}
        data-testid="big-button"
        data-action={action}
        data-waiting={waiting}
        aria-disabled={waiting || undefined}
        {...button.press}
      >
        {waiting ? (
          <>
            <Stack gap={0} align="center">
              <span>{button.label}</span>
              <Text span fz="sm" fw={600} lh={1.2}>
                {stopwatchTexts.wait}
              </Text>
            </Stack>
            <HoldBar ms={waitMs} />
          </>
        ) : (
          button.label
        )}
      </Button>
    </div>
  );
}
