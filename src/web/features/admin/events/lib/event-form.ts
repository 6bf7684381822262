import type { FormErrors } from '@mantine/form';
import { type CreateEventBody, createEventBody, type Event } from '../../../../../shared/schemas/event';
import { schemaCheck } from '../../../../lib/forms';
import { eventTexts } from '../texts';

/** The form's values: the times as picked instants (null until picked), the location as a select's id. */
export interface EventFormValues extends Record<string, unknown> {
  name: string;
  /** Blank: the server makes it from the name (create) or keeps it (update). */
  path: string;
  content: string;
  /** 0 is SPEC's 'Select a Location'. */
  locationId: number;
  startTime: Date | null;
  endTime: Date | null;
}

export const emptyEventValues: EventFormValues = {
  name: '',
  path: '',
  content: '',
  locationId: 0,
  startTime: null,
  endTime: null,
};

/** An event loaded for editing, as the form holds it. */
export function eventFormValues(event: Event): EventFormValues {
  return {
    name: event.name,
    path: event.path,
    content: event.content,
    locationId: event.locationId,
    startTime: new Date(event.startTime),
    endTime: new Date(event.endTime),
  };
}

/**
 * What the form sends: the times as ISO instants ('' when not picked, which the shared schema answers
 * with SPEC's 'The Event times have not been set.'), a blank path left out.
 */
export function eventBody(values: EventFormValues): CreateEventBody {
  const path = values.path.trim();
  return {
    name: values.name,
    ...(path ? { path } : {}),
    content: values.content,
    locationId: values.locationId,
    startTime: values.startTime?.toISOString() ?? '',
    endTime: values.endTime?.toISOString() ?? '',
  };
}

const checkBody = schemaCheck<CreateEventBody>(createEventBody);

/**
 * The server's own schema checks the form (docs/spec.md §5: both event messages), so the texts match a
 * 400's; 'Select a Location' (0) gets a sentence instead of the schema's id wording.
 */
export function validateEvent(values: EventFormValues): FormErrors {
  const errors = checkBody(eventBody(values));
  if (values.locationId <= 0) errors.locationId = eventTexts.chooseLocation;
  return errors;
}
