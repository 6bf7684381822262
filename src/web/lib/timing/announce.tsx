import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { marksSummary } from '../../../shared/event-format';
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
function whoAndTime(label: string | undefined, durationMs: number): string {
  const time = formatDuration(durationMs);
  return label ? `${label}: ${time}` : time;
}

/** The referee's 'Time successfully recorded' on screen, if any: one at a time. */
let refereeToast: string | undefined;

/**
 * A member's save in one toast (two stacked would cover the stopwatch's header and its splits): a run
 * the board rule leaves out says where it went instead, with nothing to celebrate; a personal best
 * adds docs/spec.md §8's place line when the place is 10 or better, and the personal best. A run
 * slower than the member's best changes no place of theirs, so it is only saved.
 */
export function memberSaveToast(outcome: SentOutcome): { color: string; lines: string[] } {
  if (!outcome.onBoard) return { color: 'blue', lines: [timingTexts.savedNotOnBoard] };
  if (!outcome.personalBest) return { color: 'green', lines: [messages.timeSaved] };
  const place = outcome.standing <= limits.standingCongratulate ? [congratulations(outcome.standing)] : [];
  return { color: 'yellow', lines: [messages.timeSaved, ...place, timingTexts.personalBestLine] };
}

/**
 * A referee's save in words: 'Time successfully recorded', whose time it was and the time, and at an
 * event scored by obstacles or penalties what the board counts of its marks as the server answered
 * it ('4 of 6 cleared', '+30 s').
 */
export function refereeSaveLines(outcome: SentOutcome): string[] {
  const { save, scored } = outcome;
  const lines = [messages.timeRecorded, whoAndTime(save.label, save.body.duration)];
  const summary =
    save.scoring && scored ? marksSummary(save.scoring.format, scored, save.scoring.courseObstacles) : null;
  return summary ? [...lines, summary] : lines;
}

/**
 * The toast of a save that went through, by endpoint (the queue may send either kind from any page):
 * a referee's `refereeSaveLines`; a member's `memberSaveToast`.
 */
export function announceSent(outcome: SentOutcome): void {
  const { save } = outcome;
  if (save.endpoint === 'referee') {
    // A referee times several competitors at once: the toast says whose time went in, and which. The
    // next save replaces it, so lanes saved one after the other never pile toasts over the lanes (each
    // lane keeps its own 'Last saved' line).
    if (refereeToast) notifications.hide(refereeToast);
    refereeToast = notifications.show({
      color: 'green',
      message: <ToastLines lines={refereeSaveLines(outcome)} />,
    });
    return;
  }
  const { color, lines } = memberSaveToast(outcome);
  notifications.show({ color, message: <ToastLines lines={lines} /> });
}
