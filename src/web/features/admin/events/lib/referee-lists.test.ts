import { describe, expect, it } from 'vitest';
import { moveReferee, type RefereeLists } from './referee-lists';

const alex = { id: 1, name: 'Alex Reed' };
const blair = { id: 2, name: 'Blair Stone' };
const casey = { id: 3, name: 'Casey Lane' };

const lists: RefereeLists = { assigned: [blair], available: [alex, casey] };

describe('moveReferee', () => {
  it('adding moves the person from the available list onto the event, in name order', () => {
    expect(moveReferee(lists, alex, 'add')).toEqual({ assigned: [alex, blair], available: [casey] });
  });

  it('removing moves the person back to the available list, in name order', () => {
    expect(moveReferee(lists, blair, 'remove')).toEqual({ assigned: [], available: [alex, blair, casey] });
  });

  it('never lists a person twice, even when added again', () => {
    const twice = moveReferee(moveReferee(lists, casey, 'add'), casey, 'add');
    expect(twice).toEqual({ assigned: [blair, casey], available: [alex] });
  });

  it('leaves the lists it was given as they were (the rollback snapshot)', () => {
    moveReferee(lists, alex, 'add');
    expect(lists).toEqual({ assigned: [blair], available: [alex, casey] });
  });
});
