import { describe, expect, it } from 'vitest';
import type { Location } from '../../../../../shared/schemas/location';
import {
  createBodyOf,
  EMPTY_LOCATION,
  formValuesOf,
  type LocationFormValues,
  updateBodyOf,
  validateLocation,
  withState,
} from './location-form-values';

/** The address every saved body below carries. */
const address = { streetAddress: 'Aughtie Dr', city: 'Melbourne', state: 'VIC' };

const filled: LocationFormValues = {
  ...EMPTY_LOCATION,
  name: ' Albert Park ',
  streetNumber: '12',
  streetAddress: 'Aughtie Dr',
  city: 'Melbourne',
  state: 'VIC',
};

const saved: Location = {
  id: 4,
  name: 'Albert Park',
  path: 'albert-park',
  streetNumber: null,
  streetAddress: 'Aughtie Dr',
  city: 'Melbourne',
  state: 'VIC',
  location: 'Aughtie Dr, Melbourne VIC',
  gMapsUrl: 'https://maps.example/albert',
  disabled: true,
  minimumSeconds: 45,
  gateOnly: false,
  timeZone: 'Australia/Melbourne',
};

describe('validateLocation (the shared createLocationBody)', () => {
  it('asks for the required fields, the state by name', () => {
    const errors = validateLocation(EMPTY_LOCATION);
    expect(errors).toMatchObject({
      name: 'Name is required',
      streetAddress: 'Street address is required',
      city: 'City is required',
      state: 'State is required',
    });
    expect(errors.streetNumber).toBeUndefined();
    expect(errors.minimumSeconds).toBeUndefined();
  });

  it('wants a numeric street number and a whole minimum from 1 to 3600', () => {
    expect(validateLocation({ ...filled, streetNumber: '12A' }).streetNumber).toBe(
      'Street number must be a number',
    );
    expect(validateLocation({ ...filled, minimumSeconds: 0 }).minimumSeconds).toMatch(/^Minimum seconds/);
    expect(validateLocation({ ...filled, minimumSeconds: '4.5' }).minimumSeconds).toMatch(/^Minimum seconds/);
    expect(validateLocation({ ...filled, minimumSeconds: 60 })).toEqual({});
  });

  it('accepts a full state name as the API does', () => {
    expect(validateLocation({ ...filled, state: 'Victoria' })).toEqual({});
    expect(validateLocation({ ...filled, state: 'Vic' }).state).toMatch(/^State must be one of/);
  });
});

describe('bodies', () => {
  it('sends a new location trimmed, with its state as the abbreviation and blanks as none', () => {
    expect(createBodyOf({ ...filled, state: 'victoria', streetNumber: '' })).toEqual({
      name: 'Albert Park',
      streetNumber: null,
      ...address,
      minimumSeconds: null,
      gateOnly: false,
    });
    expect(createBodyOf({ ...filled, timeZone: 'Australia/Hobart' }).timeZone).toBe('Australia/Hobart');
  });

  it('prefills the edit form from the saved location and sends every field back', () => {
    const values = formValuesOf(saved);
    expect(values).toEqual({
      name: 'Albert Park',
      streetNumber: '',
      ...address,
      minimumSeconds: 45,
      gateOnly: false,
      timeZone: 'Australia/Melbourne',
      active: false,
    });
    expect(updateBodyOf(saved.id, { ...values, active: true, minimumSeconds: '' })).toEqual({
      id: 4,
      name: 'Albert Park',
      streetNumber: null,
      ...address,
      minimumSeconds: null,
      gateOnly: false,
      timeZone: 'Australia/Melbourne',
      disabled: false,
    });
    expect(updateBodyOf(saved.id, values).disabled).toBe(true);
    expect(formValuesOf({ ...saved, gateOnly: true }).gateOnly).toBe(true);
    expect(updateBodyOf(saved.id, { ...values, gateOnly: true }).gateOnly).toBe(true);
  });
});

describe('withState', () => {
  it("gives a new address its state's zone, follows later state changes, and keeps a zone chosen by hand", () => {
    const perth = withState(EMPTY_LOCATION, 'WA');
    expect(perth.timeZone).toBe('Australia/Perth');
    expect(withState(perth, 'South Australia').timeZone).toBe('Australia/Adelaide');
    const chosen = { ...perth, timeZone: 'Australia/Darwin' };
    expect(withState(chosen, 'QLD')).toMatchObject({ state: 'QLD', timeZone: 'Australia/Darwin' });
    expect(withState(EMPTY_LOCATION, '').timeZone).toBe('');
  });
});
