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

  it.each([
    '//evil.com',
    '/\\evil.com',
    '/%2F%2Fevil.com',
    '%2F%2Fevil.com',
    '/%252F%252Fevil.com',
    '/%5Cevil.com',
    '/\t/evil.com',
    '/%09/evil.com',
    '/\n/evil.com',
    '/ok\u0000',
    '/a\\b',
    'javascript:alert(1)',
    'https://evil.com',
    '/%E0%A4%A',
  ])('refuses %j, which could leave the site once decoded or cleaned by the browser', (value) => {
    expect(safeReturnUrl(value)).toBeNull();
    expect(destinationAfterLogin({ redirectTo: null }, value, undefined)).toBe('/');
  });

  it('keeps a same-site path with its query', () => {
    expect(safeReturnUrl('/Location/bondi?x=1')).toBe('/Location/bondi?x=1');
    expect(safeReturnUrl('/Location/Bondi%20Beach')).toBe('/Location/Bondi%20Beach');
    expect(destinationAfterLogin({ redirectTo: null }, '/Location/bondi?x=1', undefined)).toBe(
      '/Location/bondi?x=1',
    );
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
