import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-items';

const paths = (viewer: Parameters<typeof navItemsFor>[0]) => {
  const { main, account } = navItemsFor(viewer);
  return { main: main.map((item) => item.to), account: account.map((item) => item.to) };
};

describe('navigation by role (docs/spec.md §2)', () => {
  it('gives everyone Tips & Rules, Locations, Events and Leaderboards, and guests Log in', () => {
    const { main, account } = navItemsFor(
      { isLoggedIn: false, isAdmin: false, isReferee: false },
      '/Events?x=1',
    );
    expect(main.map((item) => [item.label, item.to])).toEqual([
      ['Tips & Rules', '/Obstacles'],
      ['Locations', '/'],
      ['Events', '/Events'],
      ['Leaderboards', '/Leaderboards'],
    ]);
    expect(account).toEqual([{ to: '/Account/Login', label: 'Log in', state: { from: '/Events?x=1' } }]);
  });

  it('gives members their results and account, referees /Referee and admins /Admin', () => {
    expect(paths({ isLoggedIn: true, isAdmin: false, isReferee: false }).account).toEqual([
      '/Account/MyResults',
      '/Account/MyAccount',
    ]);
    expect(paths({ isLoggedIn: true, isAdmin: false, isReferee: true }).account).toEqual([
      '/Account/MyResults',
      '/Account/MyAccount',
      '/Referee',
    ]);
    expect(paths({ isLoggedIn: true, isAdmin: true, isReferee: false }).account).toEqual([
      '/Account/MyResults',
      '/Account/MyAccount',
      '/Admin',
    ]);
  });
});
