import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { formatDuration } from '../../../../shared/format';
import { shortTimeTexts } from '../lib/texts';

/**
 * Asks the referee about a lane's time under the course's minimum before it is recorded (a lane
 * stopped by mistake at 0:06 would otherwise top a live board): the exact time and the minimum,
 * Record <time> or Back (Escape too). Takes the focus when it opens, so the keyboard answers it at once.
 */
export function ShortTimeConfirm({
  durationMs,
  minimumMs,
  onConfirm,
  onBack,
}: {
  durationMs: number;
  minimumMs: number;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    back.current?.focus();
  }, []);
  const time = formatDuration(durationMs);
  return (
    <Alert
      color="orange"
      variant="light"
      role="alertdialog"
      title={shortTimeTexts.title}
      icon={<IconAlertTriangle aria-hidden="true" />}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onBack();
      }}
    >
      <Text size="sm" mb="xs">
        {shortTimeTexts.question(time, formatDuration(minimumMs))}
      </Text>
      <Group gap="sm">
        <Button color="orange.9" h={48} onClick={onConfirm}>
          {shortTimeTexts.record(time)}
        </Button>
        <Button ref={back} variant="default" h={48} onClick={onBack}>
          {shortTimeTexts.back}
        </Button>
      </Group>
    </Alert>
  );
}
