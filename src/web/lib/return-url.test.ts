import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, loginPathFor, safeReturnUrl } from './return-url';

describe('return url', () => {
  it('accepts only paths of this site', () => {
    expect(safeReturnUrl('/Admin/Event/Manage?x=1')).toBe('/Admin/Event/Manage?x=1');
    expect(safeReturnUrl('//evil.example/')).toBeNull();
    expect(safeReturnUrl('/\\evil.example')).toBeNull();
    expect(safeReturnUrl('https://evil.example/')).toBeNull();
    expect(safeReturnUrl('/account/login?returnUrl=/Admin')).toBeNull();
    expect(safeReturnUrl('')).toBeNull();
    expect(safeReturnUrl(null)).toBeNull();
  });

  it('remembers the asked-for page, query and hash in the login link', () => {
    expect(loginPathFor({ pathname: '/Admin/Content/View', search: '?a=1', hash: '#top' })).toBe(
      '/Account/Login?returnUrl=%2FAdmin%2FContent%2FView%3Fa%3D1%23top',
    );
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/Account/Login');
  });

  it('goes back to the guarded page first, then redirectTo, then where Login was clicked, else home', () => {
    const referee = { redirectTo: '/Referee/RecordTimes' };
    const member = { redirectTo: null };
    expect(destinationAfterLogin(referee, '/Account/MyAccount', '/Events')).toBe('/Account/MyAccount');
    expect(destinationAfterLogin(referee, null, '/Events')).toBe('/Referee/RecordTimes');
    expect(destinationAfterLogin(member, null, '/Events')).toBe('/Events');
    expect(destinationAfterLogin(member, '//evil.example', undefined)).toBe('/');
  });
});
