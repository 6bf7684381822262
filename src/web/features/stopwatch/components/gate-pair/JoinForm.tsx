import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PAIRING_CODE_LENGTH } from '../../../../../shared/gate/pairing';
import { ApiError } from '../../../../lib/api-client';
import type { useJoinPairing } from '../../api/gate-pairing';
import { gatePairTexts } from './texts';

/**
 * The finish phone types the start phone's code, or has it from the QR code's address: then it joins
 * at once, with no tap (the form stays for a code that was refused).
 */
export function JoinForm({
  join,
  initialCode,
}: {
  join: ReturnType<typeof useJoinPairing>;
  initialCode: string;
}) {
  const [code, setCode] = useState(initialCode);
  const joinedFromAddress = useRef(false);
  useEffect(() => {
    if (!initialCode || joinedFromAddress.current) return;
    joinedFromAddress.current = true;
    join.mutate(initialCode);
  }, [initialCode, join]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!join.isPending) join.mutate(code.trim());
  };
  const error = join.error;
  const fieldError = error instanceof ApiError ? error.fields?.code : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {join.isPending && <Text role="status">{gatePairTexts.joining}</Text>}
        <TextInput
          label={gatePairTexts.codeLabel}
          description={gatePairTexts.codeHint}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          autoComplete="one-time-code"
          // Room for the spaces or dashes a person types to read the code in parts.
          maxLength={PAIRING_CODE_LENGTH * 2}
          error={fieldError}
        />
        {error && !fieldError && <Alert color="red">{error.message}</Alert>}
        <Button type="submit" size="lg" loading={join.isPending}>
          {gatePairTexts.join}
        </Button>
      </Stack>
    </form>
  );
}
