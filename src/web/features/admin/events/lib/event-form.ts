import type { FormErrors } from '@mantine/form';
import {
  type EventFormat,
  formatRule,
  PENALTY_SECONDS_MAX,
  PENALTY_SECONDS_MIN,
} from '../../../../../shared/event-format';
import { type CreateEventBody, createEventBody, type Event } from '../../../../../shared/schemas/event';
import { DEFAULT_TIME_ZONE, instantOf, wallClock } from '../../../../../shared/time-zone';
import { schemaCheck } from '../../../../lib/forms';
import { eventTexts } from '../texts';

/**
 * The form's values: the times as the picker shows them, wall clocks of the course (a Date whose local
 * fields read as the course's clock, null until picked), the location as a select's id and its zone.
 */
export interface EventFormValues extends Record<string, unknown> {
  name: string;
  /** Blank: the server makes it from the name (create) or keeps it (update). */
  path: string;
  content: string;
  /** 0 is SPEC's 'Select a Location'. */
  locationId: number;
  startTime: Date | null;
  endTime: Date | null;
  /** The chosen location's IANA zone: the times are read on its clocks, wherever the admin sits. */
  timeZone: string;
  /** How the event is scored (src/shared/event-format.ts). */
  format: EventFormat;
  /** A penalty event's seconds per failed obstacle, as the number input holds it ('' while empty). */
  penaltySeconds: number | string;
}

export const emptyEventValues: EventFormValues = {
  name: '',
  path: '',
  content: '',
  locationId: 0,
  startTime: null,
  endTime: null,
  timeZone: DEFAULT_TIME_ZONE,
  format: 'time',
  penaltySeconds: '',
};

/** An instant as the picker shows it: the course's clock at that instant, in the Date's local fields. */
export function pickerClock(instant: string | Date, timeZone: string): Date {
  const clock = wallClock(timeZone, instant);
  return new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
}

/** The instant the course's clocks show what was picked. */
function pickedInstant(picked: Date, timeZone: string): Date {
  return instantOf(timeZone, {
    year: picked.getFullYear(),
    month: picked.getMonth() + 1,
    day: picked.getDate(),
    hour: picked.getHours(),
    minute: picked.getMinutes(),
  });
}

/** An event loaded for editing, as the form holds it. */
export function eventFormValues(event: Event): EventFormValues {
  return {
    name: event.name,
    path: event.path,
    content: event.content,
    locationId: event.locationId,
    startTime: pickerClock(event.startTime, event.timeZone),
    endTime: pickerClock(event.endTime, event.timeZone),
    timeZone: event.timeZone,
    format: event.format,
    penaltySeconds: event.penaltySeconds ?? '',
  };
}

/**
 * The penalty the form sends: the number typed at a penalty event (the shared schema checks it is a
 * whole 1–600), null at the others and while empty (which the schema answers 'required' for penalty).
 */
function penaltyOf(values: Pick<EventFormValues, 'format' | 'penaltySeconds'>): number | null {
  if (values.format !== 'penalty' || values.penaltySeconds === '') return null;
  return Number(values.penaltySeconds);
}

/**
 * The rule line under the format choice, as the event page will say it; a penalty event whose seconds
 * are not yet a whole 1–600 points at the field instead of saying '0 s'.
 */
export function formRule(values: Pick<EventFormValues, 'format' | 'penaltySeconds'>): string {
  const penalty = penaltyOf(values);
  const usable =
    penalty !== null &&
    Number.isInteger(penalty) &&
    penalty >= PENALTY_SECONDS_MIN &&
    penalty <= PENALTY_SECONDS_MAX;
  if (values.format === 'penalty' && !usable) return eventTexts.penaltyRuleUnset;
  return formatRule(values.format, penalty);
}

/**
 * What the form sends: the times as ISO instants on the course's clocks ('' when not picked, which the shared schema answers
 * with SPEC's 'The Event times have not been set.'), a blank path left out, the format and its penalty
 * (null unless a penalty event).
 */
export function eventBody(values: EventFormValues): CreateEventBody {
  const path = values.path.trim();
  return {
    name: values.name,
    ...(path ? { path } : {}),
    content: values.content,
    locationId: values.locationId,
    startTime: values.startTime ? pickedInstant(values.startTime, values.timeZone).toISOString() : '',
    endTime: values.endTime ? pickedInstant(values.endTime, values.timeZone).toISOString() : '',
    format: values.format,
    penaltySeconds: penaltyOf(values),
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
