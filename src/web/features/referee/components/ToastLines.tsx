import { Text } from '@mantine/core';

/**
 * A toast's text as lines, the first bold: Mantine's own title + description pair paints the
 * description in a grey that axe finds too faint on the coloured toasts, so these toasts carry their
 * heading inside the message. Empty lines are left out.
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
