import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDuration } from '../../../shared/format';
import { limits } from '../../../shared/limits';
import { congratulations, messages } from '../../../shared/messages';
import type { SendOutcome } from './pending-sender';
import { timingTexts } from './texts';

export type SentOutcome = Extract<SendOutcome, { kind: 'sent' }>;

/**
 * A toast's text as lines, the first bold. Mantine's own title + description pair paints the
 * description in a grey that axe finds too faint on coloured toasts, so the heading goes in the message.
 * Empty lines are left out.
 */
export function ToastLines({ lines }: { lines: string[] }) {
  const [first, ...rest] = lines.filter((line) => line !== '');
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

/** 'Sam Taylor (member): 0:42.13', or the time alone when the save names nobody. */
export function whoAndTime(label: string | undefined, durationMs: number): string {
  const time = formatDuration(durationMs);
  return label ? `${label}: ${time}` : time;
}

/**
 * The toasts of a save that went through, by endpoint (the queue may send either kind from any page):
 * a referee's 'Time successfully recorded' with whose time it was and the time; a member's 'Time
 * Saved to Leaderboard', then docs/spec.md §8's standing toast when the place is 10 or better and
 * 'Personal best' when it is their fastest at that location.
 */
export function announceSent(outcome: SentOutcome): void {
  const { save } = outcome;
  if (save.endpoint === 'referee') {
    // A referee times several competitors at once: the toast says whose time went in, and which.
    notifications.show({
      color: 'green',
      message: <ToastLines lines={[messages.timeRecorded, whoAndTime(save.label, save.body.duration)]} />,
    });
    return;
  }
  notifications.show({ color: 'green', message: messages.timeSaved });
  const lines = [
    outcome.standing <= limits.standingCongratulate ? congratulations(outcome.standing) : '',
    outcome.personalBest ? timingTexts.personalBestLine : '',
  ].filter((line) => line !== '');
  if (lines.length > 0) {
    notifications.show({ color: 'yellow', message: <ToastLines lines={lines} /> });
  }
}
