import { describe, expect, it } from 'vitest';
import { messages } from '../../../../../shared/messages';
import { detail as userDetail } from '../pages/test-data';
import {
  EMPTY_ADD_USER,
  editValuesOf,
  REGULAR_USER,
  toCreateBody,
  toEditBody,
  validateAddUser,
  validateEditUser,
} from './form-values';
import { suggestUserName } from './user-name';

/** A referee, as GET /UserManagement/GetUser answers. */
const detail = userDetail();

describe('suggestUserName', () => {
  it('runs first and last name together in lower case, letters and digits only', () => {
    expect(suggestUserName('Jo', 'Smith')).toBe('josmith');
    expect(suggestUserName('Mary-Anne', "O'Neil")).toBe('maryanneonei');
    expect(suggestUserName('Zoë', 'Ng 2')).toBe('zoeng2');
  });

  it('cuts to 12 characters and suggests nothing shorter than 2', () => {
    expect(suggestUserName('Alexandria', 'Montgomery')).toBe('alexandriamo');
    expect(suggestUserName('J', '')).toBe('');
    expect(suggestUserName('', '')).toBe('');
    expect(suggestUserName('@', '!')).toBe('');
    expect(suggestUserName('', 'Li')).toBe('li');
  });
});

describe('the Add form', () => {
  const filled = {
    ...EMPTY_ADD_USER,
    firstName: 'Jo',
    lastName: 'Smith',
    phoneNumber: '0412345678',
    userName: 'josmith',
    email: 'jo@example.com',
    password: 'Finish#Line9',
  };

  it("sends no role as null ('Regular user') and a chosen role as its id; a blank organisation as null", () => {
    expect(toCreateBody(filled)).toEqual({
      firstName: 'Jo',
      lastName: 'Smith',
      phoneNumber: '0412345678',
      userName: 'josmith',
      email: 'jo@example.com',
      password: 'Finish#Line9',
      roleId: null,
      organisation: null,
    });
    expect(toCreateBody({ ...filled, roleId: '3', organisation: ' Club ' })).toMatchObject({
      roleId: 3,
      organisation: 'Club',
    });
  });

  it("checks with the server's schema and its staff messages", () => {
    expect(validateAddUser(filled)).toEqual({});
    const errors = validateAddUser({ ...filled, email: 'nope', password: 'short', phoneNumber: '' });
    expect(errors.email).toBe(messages.staffEmailInvalid);
    expect(errors.password).toBe(messages.adminPasswordInvalid);
    expect(errors.phoneNumber).toBe(messages.phoneRequired);
  });
});

describe('the Edit form', () => {
  it('is prefilled with the current role and no password', () => {
    expect(editValuesOf(detail)).toEqual({
      firstName: 'Jo',
      lastName: 'Smith',
      userName: 'jsmith',
      phoneNumber: '+61412345678',
      email: 'jo@example.com',
      password: '',
      roleId: '2',
      active: true,
    });
    expect(editValuesOf({ ...detail, roleId: null, firstName: null }).roleId).toBe(REGULAR_USER);
  });

  it('leaves out a blank password, and sends disabled: false only to make a disabled user active', () => {
    const values = { ...editValuesOf(detail), roleId: REGULAR_USER };
    expect(toEditBody(detail, values)).toEqual({
      id: 9,
      firstName: 'Jo',
      lastName: 'Smith',
      userName: 'jsmith',
      phoneNumber: '+61412345678',
      email: 'jo@example.com',
      roleId: null,
    });
    expect(toEditBody(detail, { ...values, password: 'New#Pass99' }).password).toBe('New#Pass99');
    const disabled = { ...detail, disabled: true };
    expect(toEditBody(disabled, { ...editValuesOf(disabled), active: true }).disabled).toBe(false);
    expect(toEditBody(disabled, editValuesOf(disabled))).not.toHaveProperty('disabled');
  });

  it('requires the phone and checks a new password only when one is typed', () => {
    const check = validateEditUser(detail);
    expect(check(editValuesOf(detail))).toEqual({});
    expect(check({ ...editValuesOf(detail), phoneNumber: ' ' }).phoneNumber).toBe(messages.phoneRequired);
    expect(check({ ...editValuesOf(detail), password: 'weak' }).password).toBe(messages.adminPasswordInvalid);
  });
});
