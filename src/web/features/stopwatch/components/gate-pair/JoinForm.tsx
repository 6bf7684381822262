import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import type { useJoinPairing } from '../../api/gatePairing';
import { gatePairTexts } from './texts';

/** The finish phone types (or has from the QR code's address) the start phone's code. */
export function JoinForm({
  join,
  initialCode,
}: {
  join: ReturnType<typeof useJoinPairing>;
  initialCode: string;
}) {
  const [code, setCode] = useState(initialCode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!join.isPending) join.mutate(code.trim());
  };
  const error = join.error;
  const fieldError = error instanceof ApiError ? error.fields?.code : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={gatePairTexts.codeLabel}
          description={gatePairTexts.codeHint}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={fieldError}
        />
        {error && !fieldError && <Alert color="red">{error.message}</Alert>}
        <Button type="submit" loading={join.isPending}>
          {gatePairTexts.join}
        </Button>
      </Stack>
    </form>
  );
}
