import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { imageProblem } from '../../../components/ImageUpload';
import { accountTexts } from '../lib/texts';

// The cropper (react-avatar-editor) loads when a photo is chosen, not with the page.
const PhotoCropper = lazy(() =>
  import('./PhotoCropper').then((module) => ({ default: module.PhotoCropper })),
);

/** Large phone pictures are fine to crop; only the 300 × 300 crop is sent. */
const PICK_MAX_BYTES = 30 * 1024 * 1024;

/** The current photo (or the default icon) and a way to choose, crop and upload a new one. */
export function ProfilePhoto({ url, userName }: { url: string | null; userName: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resetInput = useRef<() => void>(null);

  function choose(picked: File | null) {
    // Cleared so that the same file can be chosen again after a cancel.
    resetInput.current?.();
    if (!picked) return;
    const found = imageProblem(picked, PICK_MAX_BYTES);
    setProblem(found);
    setFile(found ? null : picked);
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="photo-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="photo-title">
          {accountTexts.photoTitle}
        </Title>
        <Group gap="md">
          <Avatar
            src={url}
            alt={url ? `${userName}'s photo` : undefined}
            size={96}
            radius={48}
            data-testid="account-photo"
          >
            <IconUser size={48} aria-hidden="true" />
          </Avatar>
          <FileButton
            onChange={choose}
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            resetRef={resetInput}
            inputProps={{ 'aria-label': url ? accountTexts.changePhoto : accountTexts.choosePhoto }}
          >
            {(props) => (
              <Button {...props} variant="default">
                {url ? accountTexts.changePhoto : accountTexts.choosePhoto}
              </Button>
            )}
          </FileButton>
        </Group>
        {problem && (
          <Text c="red.8" role="alert" size="sm">
            {problem}
          </Text>
        )}
      </Stack>
      {file && (
        <Suspense fallback={null}>
          <PhotoCropper file={file} onClose={() => setFile(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
