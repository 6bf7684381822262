import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { limits } from '../../../shared/limits';
import { congratulations, messages } from '../../../shared/messages';
import type { SendOutcome } from './pending-sender';
import { timingTexts } from './texts';

export type SentOutcome = Extract<SendOutcome, { kind: 'sent' }>;

/**
 * A toast's text as lines, the first bold. Mantine's own title + description pair paints the
 * description in a grey that axe finds too faint on coloured toasts, so the heading goes in the message.
 */
function Lines({ lines }: { lines: string[] }) {
  const [first, ...rest] = lines;
  return (
    <>
      <Text size="sm" fw={700} c="var(--mantine-color-text)">
        {first}
      </Text>
      {rest.map((line) => (
        <Text key={line} size="sm" c="var(--mantine-color-text)">
          {line}
        </Text>
      ))}
    </>
  );
}

/**
 * The toasts of a save that went through, by endpoint (the queue may send either kind from any page):
 * a member's 'Time Saved to Leaderboard', then docs/spec.md §8's standing toast when the place is 10 or better
 * and 'Personal best' when it is their fastest at that location.
 */
export function announceSent(outcome: SentOutcome): void {
  if (outcome.save.endpoint === 'referee') {
    notifications.show({ color: 'green', message: messages.timeRecorded });
    return;
  }
  notifications.show({ color: 'green', message: messages.timeSaved });
  const lines = [
    outcome.standing <= limits.standingCongratulate ? congratulations(outcome.standing) : '',
    outcome.personalBest ? timingTexts.personalBestLine : '',
  ].filter((line) => line !== '');
  if (lines.length > 0) {
    notifications.show({ color: 'yellow', message: <Lines lines={lines} /> });
  }
}
