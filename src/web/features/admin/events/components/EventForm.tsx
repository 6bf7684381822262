import { Button, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { slugify } from '../../../../../shared/format';
import type { LocationRef } from '../../../../../shared/schemas/location';
import { useLocations } from '../../../../api/locations';
import { DateTimeField } from '../../../../components/DateTimeField';
import { FormFailure } from '../../../../components/FormFailure';
import { LocationSelect } from '../../../../components/LocationSelect';
import { QueryState } from '../../../../components/QueryState';
import { RichTextEditor } from '../../../../components/RichTextEditor';
import type { FormSubmit } from '../../../../lib/form-submit';
import type { EventFormValues } from '../lib/event-form';
import { eventTexts } from '../texts';

type TimeField = 'startTime' | 'endTime';

export interface EventFormProps {
  form: UseFormReturnType<EventFormValues>;
  /** The page's `useFormSubmit`. */
  submit: FormSubmit;
  /** The form's accessible name (the page title). */
  label: string;
  /** The button's text, and its text while sending. */
  button: { idle: string; busy: string };
  /** The event's own location when it is no longer active (it stays choosable for that event). */
  currentLocation?: LocationRef;
}

/** Active locations, plus the event's own when it has been disabled since. */
function choosable(active: LocationRef[], current?: LocationRef): LocationRef[] {
  return !current || active.some((location) => location.id === current.id) ? active : [...active, current];
}

/** Name, path, description, location and times: the Add and Edit screens' one form. */
export function EventForm(props: EventFormProps) {
  const locations = useLocations();
  return (
    <QueryState query={locations} loading={eventTexts.loadingLocations} isEmpty={() => false}>
      {(active) => <EventFields {...props} locations={choosable(active, props.currentLocation)} />}
    </QueryState>
  );
}

function EventFields({
  form,
  submit,
  label,
  button,
  locations,
}: EventFormProps & { locations: LocationRef[] }) {
  const values = form.getValues();

  // The start-after-finish message sits on both times: once either shows an error, a change to one
  // checks both, so fixing the start also clears the finish's message.
  const timeInput = (field: TimeField) => {
    const input = form.getInputProps(field);
    const other: TimeField = field === 'startTime' ? 'endTime' : 'startTime';
    return {
      value: values[field],
      error: input.error,
      onChange: (picked: Date | null) => {
        input.onChange(picked);
        if (form.errors[field] || form.errors[other]) {
          form.validateField(field);
          form.validateField(other);
        }
      },
    };
  };

  const locationInput = form.getInputProps('locationId');

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <TextInput label={eventTexts.nameLabel} required withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label={eventTexts.pathLabel}
          description={eventTexts.pathFromName(slugify(values.name))}
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('path')}
        />
        <LocationSelect
          label={eventTexts.locationLabel}
          locations={locations}
          value={values.locationId}
          onChange={locationInput.onChange}
          error={locationInput.error}
        />
        <DateTimeField label={eventTexts.startLabel} {...timeInput('startTime')} />
        <DateTimeField label={eventTexts.endLabel} {...timeInput('endTime')} />
        <RichTextEditor
          label={eventTexts.contentLabel}
          value={values.content}
          onChange={(html) => form.setFieldValue('content', html)}
          error={form.errors.content}
        />
        <FormFailure failure={submit.failure} />
        <Button type="submit" disabled={submit.pending} aria-busy={submit.pending}>
          {submit.pending ? button.busy : button.idle}
        </Button>
      </Stack>
    </form>
  );
}
