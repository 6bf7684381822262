import { resolvePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchedRoutePath } from '../test-route-match';
import { highlightFrom, paths, periodFrom } from './paths';

/** Every address paths builds, with sample values for the parameters. */
const built: string[] = [
  paths.home,
  paths.location('bondi-beach'),
  paths.recordTime('bondi-beach'),
  resolvePath(paths.recordTimeRelative, paths.location('bondi-beach')).pathname,
  paths.stopwatch(3),
  paths.leaderboards,
  paths.leaderboardsIn('week'),
  paths.location('bondi-beach', { period: 'day', highlight: 'sam' }),
  paths.event('winter-challenge', { period: 'month' }),
  paths.events(),
  paths.events(7),
  paths.event('winter-challenge'),
  paths.eventLive('winter-challenge'),
  paths.obstacles(),
  paths.obstacles('monkey-bars'),
  paths.about,
  paths.feedback,
  paths.privacyPolicy,
  paths.signUp,
  paths.login(),
  paths.login('/Admin'),
  paths.forgotPassword,
  paths.resetPassword('abc123'),
  paths.confirmEmail(7, 'xyz'),
  paths.myAccount,
  paths.myResults,
  paths.unauthorized,
  ...Object.values(paths.referee),
  paths.admin.hub,
  ...(['equipment', 'locations', 'events', 'users'] as const).flatMap((key) => {
    const section = paths.admin[key];
    return [section.base, section.add, section.manage, section.remove, section.single(4), section.edit(4)];
  }),
  paths.admin.locations.results,
  paths.admin.locations.times('bondi-beach'),
  paths.admin.locations.sign('bondi-beach'),
  paths.admin.content.base,
  paths.admin.content.add,
  paths.admin.content.edit(),
  paths.admin.content.edit(2),
  paths.admin.content.view,
  paths.admin.content.section('about'),
  paths.admin.sms.base,
  paths.admin.sms.send,
  paths.admin.audit,
];

function routeOf(url: string): string | undefined {
  return matchedRoutePath(new URL(url, 'http://localhost').pathname);
}

describe('paths', () => {
  it.each(built)('%s reaches a page of the router (not the not-found page)', (url) => {
    expect(routeOf(url)).toBeDefined();
    expect(routeOf(url)).not.toBe('*');
  });

  it('builds the docs/spec.md §2 addresses', () => {
    expect(paths.location('bondi-beach')).toBe('/Locations/View/bondi-beach');
    expect(paths.stopwatch(3)).toBe('/Locations/View/3/Stopwatch');
    expect(paths.event('winter-challenge')).toBe('/Events/View/winter-challenge');
    expect(paths.eventLive('winter-challenge')).toBe('/Events/View/winter-challenge/Live');
    expect(paths.events()).toBe('/Events');
    expect(paths.events(7)).toBe('/Events?eventId=7');
    expect(paths.obstacles()).toBe('/Obstacles');
    expect(paths.obstacles('monkey-bars')).toBe('/Obstacles?equipment=monkey-bars');
    expect(paths.obstacles('monkey-bars', 'bondi-beach')).toBe(
      '/Obstacles?equipment=monkey-bars&location=bondi-beach',
    );
    expect(paths.admin.events.edit('winter-challenge')).toBe('/Admin/Event/Edit/winter-challenge');
    expect(paths.admin.content.edit(2)).toBe('/Admin/Content/Edit/2');
  });

  it('keeps a value one path segment and escapes query values', () => {
    expect(paths.location('a/b?c#d')).toBe('/Locations/View/a%2Fb%3Fc%23d');
    expect(paths.event('../Admin')).toBe('/Events/View/..%2FAdmin');
    expect(paths.obstacles('rope & net')).toBe('/Obstacles?equipment=rope+%26+net');
    expect(routeOf(paths.location('a/b'))).toBe('Locations/View/:path');
    expect(routeOf(paths.eventLive('a/b'))).toBe('Events/View/:path/Live');
  });

  it('adds returnUrl to the login page only when there is one', () => {
    expect(paths.login()).toBe('/Account/Login');
    expect(paths.login('/Admin/Sms/Send?x=1')).toBe('/Account/Login?returnUrl=%2FAdmin%2FSms%2FSend%3Fx%3D1');
  });

  it("keeps a board page's period and highlighted competitor in its query, all time left out", () => {
    expect(paths.location('bondi', { period: 'week' })).toBe('/Locations/View/bondi?period=week');
    expect(paths.location('bondi', { period: 'all' })).toBe('/Locations/View/bondi');
    expect(paths.location('bondi', { highlight: 'sam & co' })).toBe(
      '/Locations/View/bondi?highlight=sam+%26+co',
    );
    expect(paths.event('cup', { period: 'day' })).toBe('/Events/View/cup?period=day');
    expect(paths.leaderboardsIn('year')).toBe('/Leaderboards?period=year');
    expect(paths.leaderboardsIn('all')).toBe('/Leaderboards');
  });

  it('reads the period and highlight back, ignoring a period that does not exist', () => {
    expect(periodFrom(new URLSearchParams('period=month'))).toBe('month');
    expect(periodFrom(new URLSearchParams('period=fortnight'))).toBe('all');
    expect(periodFrom(new URLSearchParams(''))).toBe('all');
    expect(highlightFrom(new URLSearchParams('highlight=%20sam%20'))).toBe('sam');
    expect(highlightFrom(new URLSearchParams('highlight='))).toBeNull();
  });
});
