import { describe, expect, it } from 'vitest';
import { formatRule } from '../../../../../shared/event-format';
import { messages } from '../../../../../shared/messages';
import { eventTexts } from '../texts';
import {
  emptyEventValues,
  eventBody,
  eventFormValues,
  formRule,
  pickerClock,
  validateEvent,
} from './event-form';

// Picked as the course's clocks show them: 9 am and 1 pm on 6 December, Sydney summer time.
const SYDNEY = 'Australia/Sydney';
const start = pickerClock('2026-12-05T22:00:00.000Z', SYDNEY);
const end = pickerClock('2026-12-06T02:00:00.000Z', SYDNEY);
const valid = { ...emptyEventValues, name: 'Summer Cup', locationId: 3, startTime: start, endTime: end };

describe('eventBody', () => {
  it('reads the picked clock in the course zone, whatever zone the browser is in', () => {
    expect([start.getDate(), start.getHours(), end.getHours()]).toEqual([6, 9, 13]);
    const perth = eventBody({ ...valid, timeZone: 'Australia/Perth' });
    expect([perth.startTime, perth.endTime]).toEqual([
      '2026-12-06T01:00:00.000Z',
      '2026-12-06T05:00:00.000Z',
    ]);
    const adelaide = eventBody({ ...valid, timeZone: 'Australia/Adelaide' });
    expect(adelaide.startTime).toBe('2026-12-05T22:30:00.000Z');
  });

  it('sends ISO instants and leaves a blank path out (the server makes it from the name)', () => {
    expect(eventBody({ ...valid, path: '  ' })).toEqual({
      name: 'Summer Cup',
      content: '',
      locationId: 3,
      startTime: '2026-12-05T22:00:00.000Z',
      endTime: '2026-12-06T02:00:00.000Z',
      format: 'time',
      penaltySeconds: null,
    });
    expect(eventBody({ ...valid, path: ' summer ' }).path).toBe('summer');
  });

  it('round-trips an event loaded for editing', () => {
    const event = {
      id: 9,
      name: 'Summer Cup',
      path: 'summer-cup',
      content: '<p>Bring water</p>',
      locationId: 3,
      location: { id: 3, name: 'Bondi', path: 'bondi' },
      startTime: '2026-12-05T11:00:00.000Z',
      endTime: '2026-12-05T14:00:00.000Z',
      timeZone: 'Australia/Perth',
      format: 'time' as const,
      penaltySeconds: null,
    };
    const values = eventFormValues(event);
    // 7 pm in Perth shows as 7 pm, on a Sydney browser as on a Perth one.
    expect([values.startTime?.getHours(), values.endTime?.getHours()]).toEqual([19, 22]);
    expect(values.timeZone).toBe('Australia/Perth');
    expect(eventBody(values)).toEqual({
      name: 'Summer Cup',
      path: 'summer-cup',
      content: '<p>Bring water</p>',
      locationId: 3,
      startTime: event.startTime,
      endTime: event.endTime,
      format: 'time',
      penaltySeconds: null,
    });
  });
});

describe('validateEvent (the shared createEventBody)', () => {
  it('accepts a complete event', () => {
    expect(validateEvent(valid)).toEqual({});
  });

  it("gives SPEC's message when the times are not set", () => {
    const errors = validateEvent({ ...valid, startTime: null, endTime: null });
    expect(errors.startTime).toBe(messages.eventTimesNotSet);
    expect(errors.endTime).toBe(messages.eventTimesNotSet);
  });

  it("gives SPEC's message on both times when the start is after the finish; equal is fine", () => {
    const errors = validateEvent({ ...valid, startTime: end, endTime: start });
    expect(errors.startTime).toBe(messages.eventStartAfterEnd);
    expect(errors.endTime).toBe(messages.eventStartAfterEnd);
    expect(validateEvent({ ...valid, endTime: start })).toEqual({});
  });

  it('asks for a name and a location', () => {
    const errors = validateEvent({ ...valid, name: ' ', locationId: 0 });
    expect(errors.name).toBe('Name is required');
    expect(errors.locationId).toBe(eventTexts.chooseLocation);
  });
});

describe('the format and its penalty', () => {
  it('sends a penalty event with its seconds, and no seconds for the other formats', () => {
    expect(eventBody({ ...valid, format: 'penalty', penaltySeconds: 30 })).toMatchObject({
      format: 'penalty',
      penaltySeconds: 30,
    });
    // Seconds typed before another format was chosen stay in the form but are not sent.
    expect(eventBody({ ...valid, format: 'obstacles', penaltySeconds: 30 })).toMatchObject({
      format: 'obstacles',
      penaltySeconds: null,
    });
  });

  it('loads a penalty event into the form and back unchanged', () => {
    const values = eventFormValues({
      id: 9,
      name: 'Summer Cup',
      path: 'summer-cup',
      content: '',
      locationId: 3,
      location: { id: 3, name: 'Bondi', path: 'bondi' },
      startTime: '2026-12-05T11:00:00.000Z',
      endTime: '2026-12-05T14:00:00.000Z',
      timeZone: 'Australia/Sydney',
      format: 'penalty',
      penaltySeconds: 45,
    });
    expect([values.format, values.penaltySeconds]).toEqual(['penalty', 45]);
    expect(eventBody(values)).toMatchObject({ format: 'penalty', penaltySeconds: 45 });
  });

  it("checks a penalty event's seconds with the shared schema's messages", () => {
    const penalty = { ...valid, format: 'penalty' as const };
    expect(validateEvent({ ...penalty, penaltySeconds: '' }).penaltySeconds).toBe(
      messages.penaltySecondsRequired,
    );
    expect(validateEvent({ ...penalty, penaltySeconds: 0 }).penaltySeconds).toBe(
      'Penalty seconds must be 1 or more',
    );
    expect(validateEvent({ ...penalty, penaltySeconds: 601 }).penaltySeconds).toBe(
      'Penalty seconds must be 600 or less',
    );
    expect(validateEvent({ ...penalty, penaltySeconds: 600 })).toEqual({});
    expect(validateEvent({ ...valid, format: 'time', penaltySeconds: '' })).toEqual({});
  });

  it('says the rule the event page will show, pointing at the field while the seconds are unusable', () => {
    expect(formRule({ format: 'time', penaltySeconds: '' })).toBe(formatRule('time', null));
    expect(formRule({ format: 'obstacles', penaltySeconds: 30 })).toBe(formatRule('obstacles', null));
    expect(formRule({ format: 'penalty', penaltySeconds: 30 })).toBe(formatRule('penalty', 30));
    for (const unusable of ['', 0, 601, 2.5]) {
      expect(formRule({ format: 'penalty', penaltySeconds: unusable })).toBe(eventTexts.penaltyRuleUnset);
    }
  });
});
