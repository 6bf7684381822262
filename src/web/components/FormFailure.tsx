import { Alert } from '@mantine/core';

/**
 * A form's one alert, above its button: what a failed save left that no input shows (`failure` from
 * `useFormSubmit`), in red (red.9 reads at AA on the alert's light red), or nothing.
 */
export function FormFailure({ failure, title }: { failure: string | null; title?: string }) {
  if (failure === null) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      c="red.9"
      styles={{ message: { color: 'inherit' } }}
    >
      {failure}
    </Alert>
  );
}
