import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicPageAt } from '../shared/public-page-match';
import { PUBLIC_PAGE_IDS, PUBLIC_PAGES } from '../shared/public-pages';
import { RequireRole } from './components/RequireRole';
import { routes } from './router';

const ROOT = resolve(__dirname, '../..');

/** Every route a guest can open: the router's paths outside RequireRole, without the catch-all. */
function guestPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (isValidElement(route.element) && route.element.type === RequireRole) return [];
    const path = route.index ? parent : [parent, route.path].filter(Boolean).join('/');
    const own = route.index || (route.path !== undefined && route.path !== '*') ? [path] : [];
    return [...own, ...guestPaths(route.children ?? [], path)];
  });
}

/** An address of the route `path`: each parameter filled in, the rest of a splat two segments. */
const addressOf = (path: string) =>
  `/${path
    .split('/')
    .map((segment) => (segment === '*' ? 'code/more' : segment.startsWith(':') ? '42' : segment))
    .join('/')}`;

describe('public pages', () => {
  it('every route a guest can open has its row in src/shared/public-pages.ts, and no row is left over', () => {
    const tabled = PUBLIC_PAGE_IDS.map((id) => PUBLIC_PAGES[id].path);
    expect([...guestPaths(routes)].sort()).toEqual([...tabled].sort());
  });

  it("names each page's module as the web imports it, so the server finds its chunk in the manifest", () => {
    const source = readFileSync(join(ROOT, 'src/web/public-routes.tsx'), 'utf8');
    for (const id of PUBLIC_PAGE_IDS) {
      const { module } = PUBLIC_PAGES[id];
      expect(existsSync(join(ROOT, module)), module).toBe(true);
      const specifier = `'./${module.replace(/^src\/web\//, '').replace(/\.tsx?$/, '')}'`;
      expect(source, id).toContain(specifier);
    }
  });

  it('the server finds the page React Router shows, in any case and with a final slash', () => {
    for (const id of PUBLIC_PAGE_IDS) {
      const address = addressOf(PUBLIC_PAGES[id].path);
      for (const variant of [address, address.toLowerCase(), `${address}/`.replace('//', '/')]) {
        const leaf = matchRoutes(routes, variant)?.at(-1)?.route;
        expect(leaf?.index ? '' : leaf?.path, variant).toBe(PUBLIC_PAGES[id].path);
        expect(publicPageAt(variant)?.id, variant).toBe(id);
      }
    }
    for (const staff of ['/Admin/Locations', '/Referee', '/Account/MyAccount', '/no-such-page']) {
      expect(publicPageAt(staff), staff).toBeNull();
    }
  });

  it("gives a page's reads its route's parameters, decoded", () => {
    const found = publicPageAt('/Locations/View/bondi%20park');
    expect(found?.id).toBe('location');
    expect(found?.address.params).toEqual({ path: 'bondi park' });
    expect(publicPageAt('/Account/ResetPassword/abc/def')?.address.params).toEqual({ '*': 'abc/def' });
    expect(publicPageAt('/Locations/View/%E0%A4%A')).toBeNull();
  });
});
