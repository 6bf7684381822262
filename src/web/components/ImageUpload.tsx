import { Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** The server's default UPLOAD_MAX_BYTES (5 MiB per image). */
const defaultUploadMaxBytes = 5 * 1024 * 1024;

function readableSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Why `file` cannot be sent, or null when it can: checked here so nobody waits on a doomed upload. */
export function imageProblem(file: File, maxBytes: number): string | null {
  if (!file.type.startsWith('image/')) return `“${file.name}” is not an image file.`;
  if (file.size > maxBytes) {
    return `“${file.name}” is ${readableSize(file.size)}; the largest image allowed is ${readableSize(maxBytes)}.`;
  }
  return null;
}

interface ImageUploadProps {
  label: string;
  /** The newly chosen file, null when none is chosen. */
  value: File | null;
  /** Called with a file that passed the checks, or null when the choice is removed. */
  onChange: (file: File | null) => void;
  /** The image stored already (edit screens): shown until another is chosen. */
  currentUrl?: string | null;
  /** The server's UPLOAD_MAX_BYTES. */
  maxBytes?: number;
  /** An error from the form or the server; a file failing the checks shows its own. */
  error?: ReactNode;
}

/** One image (SPEC: equipment has a single image) with a preview; 'No Image' when there is none. */
export function ImageUpload({
  label,
  value,
  onChange,
  currentUrl,
  maxBytes = defaultUploadMaxBytes,
  error,
}: ImageUploadProps) {
  const id = useId();
  const resetInput = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // One object URL per chosen file, released when the file changes or the form goes away.
  useEffect(() => {
    if (!value) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  function choose(file: File | null) {
    // Cleared so that choosing the same file again (after fixing it) still counts as a change.
    resetInput.current?.();
    if (!file) return;
    const found = imageProblem(file, maxBytes);
    setProblem(found);
    if (!found) onChange(file);
  }

  const shown = previewUrl ?? currentUrl ?? null;
  const shownError = problem ?? error;
  const inputProps = {
    id,
    'aria-describedby': shownError ? `${id}-description ${id}-error` : `${id}-description`,
    'aria-invalid': shownError ? true : undefined,
  };
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={`One image, up to ${readableSize(maxBytes)}.`}
      error={shownError}
    >
      <Stack gap="xs" mt={4}>
        <Paper withBorder radius="md" p="xs" w={240} h={180}>
          {shown ? (
            <Image src={shown} alt={value ? `Chosen image ${value.name}` : label} h="100%" fit="contain" />
          ) : (
            <Stack h="100%" align="center" justify="center" gap={4} c="dimmed">
              <IconPhoto size={32} aria-hidden="true" />
              <Text size="sm">No Image</Text>
            </Stack>
          )}
        </Paper>
        <Group gap="xs">
          <FileButton onChange={choose} accept="image/*" resetRef={resetInput} inputProps={inputProps}>
            {(props) => (
              <Button {...props} variant="default">
                {shown ? 'Change image' : 'Choose image'}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button variant="subtle" color="gray" onClick={() => onChange(null)}>
              {currentUrl ? 'Keep the current image' : 'Remove image'}
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
