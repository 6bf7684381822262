import { Alert, Button, NativeSelect, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { Location } from '../../../../../shared/schemas/location';
import { MINIMUM_SECONDS_MAX } from '../../../../../shared/schemas/location';
import { ApiError } from '../../../../lib/api-client';
import { showServerFieldErrors, useCheckedForm } from '../../../../lib/forms';
import { locationTexts, stateOptions } from '../texts';
import { type LocationFormValues, validateLocation } from './LocationFormValues';

export interface LocationFormProps {
  form: UseFormReturnType<LocationFormValues>;
  /** The form's accessible name (the page title). */
  label: string;
  onSubmit: (values: LocationFormValues) => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The edit form's Active switch (a removed location is enabled again here). */
  withActive?: boolean;
  /** A server message that matched no input (or a failure without fields). */
  failure?: string | null;
}

/**
 * The Add and Edit form of a location (docs/spec.md §5: name unique, address, city and state
 * required, street number numeric; minimumSeconds optional). The state is a native select, the
 * phone's own picker; its options read 'Victoria (VIC)' and send the abbreviation.
 */
export function LocationForm({
  form,
  label,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  withActive = false,
  failure,
}: LocationFormProps) {
  const required = { required: true, withAsterisk: true } as const;
  return (
    <form
      onSubmit={form.onSubmit((values) => {
        if (!busy) onSubmit(values);
      })}
      noValidate
      aria-label={label}
    >
      <Stack gap="sm" maw={560}>
        <TextInput label="Name" autoComplete="off" {...required} {...form.getInputProps('name')} />
        <TextInput
          label="Street number"
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('streetNumber')}
        />
        <TextInput
          label="Street address"
          autoComplete="off"
          {...required}
          {...form.getInputProps('streetAddress')}
        />
        <TextInput label="City" autoComplete="off" {...required} {...form.getInputProps('city')} />
        <NativeSelect
          label="State"
          data={[{ value: '', label: locationTexts.chooseState }, ...stateOptions()]}
          {...required}
          {...form.getInputProps('state')}
        />
        <NumberInput
          label="Minimum seconds"
          description={locationTexts.minimumHelp}
          allowDecimal={false}
          allowNegative={false}
          min={1}
          max={MINIMUM_SECONDS_MAX}
          hideControls
          inputMode="numeric"
          {...form.getInputProps('minimumSeconds')}
        />
        {withActive && (
          <Switch
            label={locationTexts.active}
            description={locationTexts.activeHelp}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" aria-busy={busy} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * After a failed save: the server's field messages go on their inputs (a 409 'already exists' on
 * Name); what matched no input, or a failure without fields, is the form's alert text.
 */
function locationFailure(form: LocationFormProps['form'], error: unknown): string | null {
  const unmatched = showServerFieldErrors(form, error);
  if (unmatched.length > 0) return unmatched.join(' ');
  if (error instanceof ApiError && error.fields) return null;
  return error instanceof Error ? error.message : 'The location could not be saved.';
}

/**
 * The Add and Edit pages' form state and save: checks, sends `toBody(values)`, hands the saved
 * location to `onSaved`, or shows the failure. Spread the result into <LocationForm>.
 */
export function useLocationSave<Body>({
  initialValues,
  mutation,
  toBody,
  onSaved,
}: {
  initialValues: LocationFormValues;
  mutation: UseMutationResult<Location, Error, Body>;
  toBody: (values: LocationFormValues) => Body;
  onSaved: (saved: Location) => void;
}): Pick<LocationFormProps, 'form' | 'onSubmit' | 'busy' | 'failure'> {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCheckedForm<LocationFormValues>({ initialValues, validate: validateLocation });
  const onSubmit = (values: LocationFormValues) => {
    setFailure(null);
    mutation.mutate(toBody(values), {
      onSuccess: onSaved,
      onError: (error) => setFailure(locationFailure(form, error)),
    });
  };
  return { form, onSubmit, busy: mutation.isPending, failure };
}
