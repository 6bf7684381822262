import { Button, NativeSelect, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MINIMUM_SECONDS_MAX } from '../../../../../shared/schemas/location';
import { FormFailure } from '../../../../components/FormFailure';
import type { FormSubmit } from '../../../../lib/form-submit';
import { locationTexts, stateOptions, timeZoneOptions } from '../texts';
import { type LocationFormValues, withState } from './location-form-values';

interface LocationFormProps {
  form: UseFormReturnType<LocationFormValues>;
  /** The page's `useFormSubmit`. */
  submit: FormSubmit;
  /** The form's accessible name (the page title). */
  label: string;
  /** The button's text, and its text while saving. */
  button: { idle: string; busy: string };
  /** The edit form's Active switch (a removed location is enabled again here). */
  withActive?: boolean;
}

/**
 * The Add and Edit form of a location (docs/spec.md §5: name unique, address, city and state
 * required, street number numeric; minimumSeconds optional; gate-timed runs only off unless switched on). The state is a native select, the
 * phone's own picker; its options read 'Victoria (VIC)' and send the abbreviation. The time zone follows
 * the state until chosen by hand: Australia's zones first, then every zone the browser knows.
 */
export function LocationForm({ form, submit, label, button, withActive = false }: LocationFormProps) {
  const required = { required: true, withAsterisk: true } as const;
  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label={label}>
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
          onChange={(event) => form.setValues(withState(form.getValues(), event.currentTarget.value))}
        />
        <NativeSelect
          label={locationTexts.timeZone}
          description={locationTexts.timeZoneHelp}
          data={timeZoneOptions(form.getValues().timeZone)}
          {...form.getInputProps('timeZone')}
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
        <Switch
          label={locationTexts.gateOnly}
          description={locationTexts.gateOnlyHelp}
          {...form.getInputProps('gateOnly', { type: 'checkbox' })}
        />
        {withActive && (
          <Switch
            label={locationTexts.active}
            description={locationTexts.activeHelp}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        )}
        <FormFailure failure={submit.failure} />
        <Button type="submit" aria-busy={submit.pending} disabled={submit.pending}>
          {submit.pending ? button.busy : button.idle}
        </Button>
      </Stack>
    </form>
  );
}
