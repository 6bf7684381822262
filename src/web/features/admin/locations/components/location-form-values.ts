import type { FormErrors } from '@mantine/form';
import {
  type CreateLocationBody,
  createLocationBody,
  type Location,
  type UpdateLocationBody,
  updateLocationBody,
} from '../../../../../shared/schemas/location';
import { toStateCode } from '../../../../../shared/states';
import { STATE_TIME_ZONES } from '../../../../../shared/time-zone';
import { schemaCheck } from '../../../../lib/forms';

/**
 * What the location form holds: text as typed, the state as the select's value ('' until chosen),
 * the minimum as Mantine's NumberInput gives it ('' when blank), Gate-timed runs only, the time zone, and
 * Active (the edit form only).
 */
export type LocationFormValues = {
  name: string;
  streetNumber: string;
  streetAddress: string;
  city: string;
  state: string;
  minimumSeconds: number | string;
  gateOnly: boolean;
  /** An IANA name; '' until chosen, which the server reads as the state's zone. */
  timeZone: string;
  active: boolean;
};

export const EMPTY_LOCATION: LocationFormValues = {
  name: '',
  streetNumber: '',
  streetAddress: '',
  city: '',
  state: '',
  minimumSeconds: '',
  gateOnly: false,
  timeZone: '',
  active: true,
};

/**
 * The values after the state changes: a zone still at the old state's (or unchosen) follows the new
 * state, so a Perth address gets Perth's clock without a second choice; one chosen by hand stays.
 */
export function withState(values: LocationFormValues, state: string): LocationFormValues {
  const followsState = values.timeZone === '' || values.timeZone === stateTimeZone(values.state);
  return { ...values, state, timeZone: followsState ? stateTimeZone(state) : values.timeZone };
}

/** The state's zone ('' for a state not chosen or not known). */
function stateTimeZone(state: string): string {
  const code = toStateCode(state);
  return code ? STATE_TIME_ZONES[code] : '';
}

/** The edit form's start: the saved location as the form holds it. */
export function formValuesOf(location: Location): LocationFormValues {
  return {
    name: location.name,
    streetNumber: location.streetNumber ?? '',
    streetAddress: location.streetAddress,
    city: location.city,
    state: location.state,
    minimumSeconds: location.minimumSeconds ?? '',
    gateOnly: location.gateOnly,
    timeZone: location.timeZone,
    active: !location.disabled,
  };
}

/**
 * The body fields before the shared schema checks them: a blank minimum is null (none, or cleared
 * on update), an unchosen state is absent (so the message is 'State is required').
 */
function fieldsOf(values: LocationFormValues) {
  const minimum = values.minimumSeconds;
  return {
    name: values.name,
    streetNumber: values.streetNumber,
    streetAddress: values.streetAddress,
    city: values.city,
    state: values.state === '' ? undefined : values.state,
    minimumSeconds: minimum === '' ? null : Number(minimum),
    gateOnly: values.gateOnly,
    timeZone: values.timeZone === '' ? undefined : values.timeZone,
  };
}

const checkCreate = schemaCheck<ReturnType<typeof fieldsOf>>(createLocationBody);

/** The form's check: the shared create schema, whose first message per field a 400 would carry. */
export function validateLocation(values: LocationFormValues): FormErrors {
  return checkCreate(fieldsOf(values));
}

/** POST /Location/Create's body, parsed as the server will (trimmed, state as its abbreviation). */
export function createBodyOf(values: LocationFormValues): CreateLocationBody {
  return createLocationBody.parse(fieldsOf(values));
}

/** POST /Location/Update's body: every field sent, blanks clearing, Active switched off disabling. */
export function updateBodyOf(id: number, values: LocationFormValues): UpdateLocationBody {
  return updateLocationBody.parse({ id, ...fieldsOf(values), disabled: !values.active });
}
