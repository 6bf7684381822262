import { Button, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  EVENT_FORMATS,
  formatNames,
  PENALTY_SECONDS_MAX,
  PENALTY_SECONDS_MIN,
} from '../../../../../shared/event-format';
import { slugify } from '../../../../../shared/format';
import type { Location, LocationRef } from '../../../../../shared/schemas/location';
import { DEFAULT_TIME_ZONE, zoneName } from '../../../../../shared/time-zone';
import { useLocations } from '../../../../api/locations';
import { DateTimeField } from '../../../../components/DateTimeField';
import { FormFailure } from '../../../../components/FormFailure';
import { LocationSelect } from '../../../../components/LocationSelect';
import { QueryState } from '../../../../components/QueryState';
import { RichTextEditor } from '../../../../components/RichTextEditor';
import type { FormSubmit } from '../../../../lib/form-submit';
import { type EventFormValues, formRule } from '../lib/event-form';
import { eventTexts } from '../texts';

type TimeField = 'startTime' | 'endTime';

interface EventFormProps {
  form: UseFormReturnType<EventFormValues>;
  /** The page's `useFormSubmit`. */
  submit: FormSubmit;
  /** The form's accessible name (the page title). */
  label: string;
  /** The button's text, and its text while sending. */
  button: { idle: string; busy: string };
  /** The event's own location when it is no longer active (it stays choosable for that event). */
  currentLocation?: ChoosableLocation;
  /** Under the form: what comes after it (the Add screen's next step, choosing referees). */
  footnote?: string;
}

/** A location the form offers, with the zone its times are read in. */
type ChoosableLocation = LocationRef & Pick<Location, 'timeZone'>;

/** Active locations, plus the event's own when it has been disabled since. */
function choosable(active: ChoosableLocation[], current?: ChoosableLocation): ChoosableLocation[] {
  return !current || active.some((location) => location.id === current.id) ? active : [...active, current];
}

/** Name, path, description, location, times and format: the Add and Edit screens' one form. */
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
  footnote,
}: EventFormProps & { locations: ChoosableLocation[] }) {
  const values = form.getValues();
  const chosen = locations.find((location) => location.id === values.locationId);

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
  // Another course keeps the picked clock times ("7:00 pm" stays 7:00 pm) and reads them in its zone.
  const chooseLocation = (locationId: number) => {
    locationInput.onChange(locationId);
    const zone = locations.find((location) => location.id === locationId)?.timeZone;
    form.setFieldValue('timeZone', zone ?? DEFAULT_TIME_ZONE);
  };
  const zoneNote = chosen
    ? eventTexts.timesIn(
        chosen.name,
        values.timeZone,
        zoneName(values.timeZone, values.startTime ?? Date.now()),
      )
    : eventTexts.timesInCourse;

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <TextInput label={eventTexts.nameLabel} required withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label={eventTexts.pathLabel}
          description={eventTexts.pathFromName(slugify(values.path) || slugify(values.name))}
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('path')}
        />
        <LocationSelect
          label={eventTexts.locationLabel}
          locations={locations}
          value={values.locationId}
          onChange={chooseLocation}
          error={locationInput.error}
        />
        <DateTimeField label={eventTexts.startLabel} description={zoneNote} {...timeInput('startTime')} />
        <DateTimeField label={eventTexts.endLabel} description={zoneNote} {...timeInput('endTime')} />
        <FormatFields form={form} />
        <RichTextEditor
          label={eventTexts.contentLabel}
          value={values.content}
          onChange={(html) => form.setFieldValue('content', html)}
          error={form.errors.content}
        />
        {footnote && <Text size="sm">{footnote}</Text>}
        <FormFailure failure={submit.failure} />
        <Button type="submit" disabled={submit.pending} aria-busy={submit.pending}>
          {submit.pending ? button.busy : button.idle}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * How the event is scored: the three formats, the rule line the event page will show, and a penalty
 * event's seconds (shown only for penalty; its value is kept while another format is chosen, but not sent).
 */
function FormatFields({ form }: { form: UseFormReturnType<EventFormValues> }) {
  const values = form.getValues();
  return (
    <>
      <Radio.Group label={eventTexts.formatLabel} {...form.getInputProps('format')}>
        <Stack gap={0} mt={4}>
          {EVENT_FORMATS.map((format) => (
            <Radio key={format} value={format} label={formatNames[format]} />
          ))}
        </Stack>
        <Text size="sm" mt={4} data-testid="event-form-rule">
          {formRule(values)}
        </Text>
      </Radio.Group>
      {values.format === 'penalty' && (
        <NumberInput
          label={eventTexts.penaltyLabel}
          description={eventTexts.penaltyHelp}
          required
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          min={PENALTY_SECONDS_MIN}
          max={PENALTY_SECONDS_MAX}
          hideControls
          inputMode="numeric"
          {...form.getInputProps('penaltySeconds')}
        />
      )}
    </>
  );
}
