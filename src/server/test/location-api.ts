import { asc } from 'drizzle-orm';
import { auditLog } from '../db/schema/index';
import { withTestApp } from './harness';

/** A location as the admin's add form sends it (the state by its name). */
export const PARK = {
  name: 'Albert Park',
  streetNumber: '12',
  streetAddress: 'Lakeside Dr',
  city: 'Melbourne',
  state: 'Victoria',
  minimumSeconds: 45,
};

/**
 * The admin location tests' app `t` (one per file, withTestApp) and their calls: `post('Create', …)` to
 * /api/Location/Create, `get('Location/ListAll')` to any /api path, and the audit rows in order.
 */
export function withLocationApi() {
  const t = withTestApp();
  const db = () => t.database.db;
  return {
    t,
    db,
    tokens: () => t.roleTokens(),
    post: (url: string, payload: object, token?: string) =>
      t.request({ method: 'POST', url: `/api/Location/${url}`, payload, token }),
    get: (url: string, token?: string) => t.request({ method: 'GET', url: `/api/${url}`, token }),
    audits: () => db().select().from(auditLog).orderBy(asc(auditLog.id)),
  };
}
